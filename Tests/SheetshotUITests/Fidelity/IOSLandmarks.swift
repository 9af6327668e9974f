// Landmarks measured in the pictures iOS rendered (../shared/ios-references, not in this repository), by
// the probes of `fidelityShots`: each picture's size in pixels and its boxes in points. Data, not code:
// `FidelityReportTests` checks them against the pictures whenever SHEETSHOT_IOS_REFERENCES names them, and
// prints them again (SHEETSHOT_FIDELITY_SOURCE=1) when a probe changes.

/// The landmarks of each iOS picture, by its path under ios-references.
let iosLandmarks: [String: IOSShotLandmarks] = [
    "badge/testSwiftUIView_iOS.1.png": IOSShotLandmarks(pixels: [246, 101], boxes: [
        "blue panel": [Box(10, 10, 113, 40.5)],
        "symbol, then text": [Box(15, 17, 32, 34), Box(41, 18.5, 106.5, 31)],
    ]),
    "badge/testSwiftUIView_iOS.size-that-fits.png": IOSShotLandmarks(pixels: [246, 101], boxes: [
        "blue panel": [Box(10, 10, 113, 40.5)],
        "symbol, then text": [Box(15, 17, 32, 34), Box(41, 18.5, 106.5, 31)],
    ]),
    "badge/testSwiftUIView_iOS.fixed.png": IOSShotLandmarks(pixels: [400, 200], boxes: [
        "yellow padding": [Box(38.5, 25, 161.5, 75.5)],
        "blue panel": [Box(48.5, 35, 151.5, 65.5)],
        "symbol, then text": [Box(53.5, 42, 70.5, 59), Box(79.5, 43.5, 145, 56)],
    ]),
    "badge/testSwiftUIView_iOS.device.png": IOSShotLandmarks(pixels: [640, 1136], boxes: [
        "yellow padding": [Box(101, 269.5, 219.5, 319)],
        "blue panel": [Box(111, 279.5, 209.5, 309)],
        "symbol, then text": [Box(116, 286, 132, 302), Box(141, 288, 203, 299.5)],
    ]),
    "components/testSearchBar.1.png": IOSShotLandmarks(pixels: [1290, 180], boxes: [
        "field": [Box(0, 7.67, 430, 52.67)],
        "symbol, then placeholder": [Box(17.67, 22.67, 33, 38), Box(43.67, 24.33, 92.33, 36.33)],
    ]),
    "components/testStatusBadge.1.png": IOSShotLandmarks(pixels: [1200, 180], boxes: [
        "red badge": [Box(118, 19.33, 159.33, 40.67)],
        "blue badge": [Box(179.33, 19.33, 222, 40.67)],
        "purple badge": [Box(242, 19.33, 282, 40.67)],
    ]),
    "components/testSectionHeader.1.png": IOSShotLandmarks(pixels: [1290, 150], boxes: [
        "title": [Box(17, 16.67, 86.67, 32.33), Box(92.67, 16.67, 132.67, 32.33)],
        "See All": [Box(369.33, 23, 412.67, 33.33)],
    ]),
    "components/testSearchBar.2.png": IOSShotLandmarks(pixels: [1290, 180], boxes: [
        "field": [Box(0, 7.67, 430, 52.67)],
        "symbol, then placeholder": [Box(17.67, 22.67, 33, 38), Box(43.67, 24.33, 92.33, 36.33)],
    ]),
    "components/testStatusBadge.2.png": IOSShotLandmarks(pixels: [1200, 180], boxes: [
        "red badge": [Box(118, 19.33, 159.33, 40.67)],
        "blue badge": [Box(179.33, 19.33, 222, 40.67)],
        "purple badge": [Box(242, 19.33, 282, 40.67)],
        "white text": [Box(127, 26, 150.33, 33.67), Box(188.33, 26, 213, 33.67), Box(251, 25.67, 273, 33.67)],
    ]),
    "components/testSectionHeader.2.png": IOSShotLandmarks(pixels: [1290, 150], boxes: [
        "title": [Box(17, 16.67, 86.67, 32.33), Box(92.67, 16.67, 132.67, 32)],
        "See All": [Box(369.33, 23, 412.67, 33.33)],
    ]),
    "previewstates/test_simpleViewSnapshots.iOS-Short-Message.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(189, 175, 211, 197), Box(157, 210, 243, 223)],
    ]),
    "previewstates/test_simpleViewSnapshots.iOS-Long-Message.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(189, 153, 211, 175), Box(13, 188, 319, 204), Box(13, 210, 384, 226), Box(13, 232, 260, 248)],
    ]),
    "previewstates/test_previewStateViewSnapshots.iOS-Short.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(171, 155, 230, 175), Box(139, 193, 263, 207), Box(153, 235, 247, 248)],
    ]),
    "previewstates/test_previewStateViewSnapshots.iOS-Long.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(56, 133, 344, 158), Box(95, 171, 305, 185), Box(48, 213, 354, 229), Box(15, 235, 386, 251), Box(77, 257, 324, 273)],
    ]),
    "previewstates/test_previewStateLightAndDark.iOS-Short-Light.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(171, 155, 230, 175), Box(139, 193, 263, 207), Box(153, 235, 247, 248)],
    ]),
    "previewstates/test_previewStateLightAndDark.iOS-Long-Light.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(56, 133, 344, 158), Box(95, 171, 305, 185), Box(48, 213, 354, 229), Box(15, 235, 386, 251), Box(77, 257, 324, 273)],
    ]),
    "previewstates/test_previewStateLightAndDark.iOS-Short-Dark.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(171, 155, 230, 175), Box(139, 193, 263, 207), Box(153, 235, 247, 248)],
    ]),
    "previewstates/test_previewStateLightAndDark.iOS-Long-Dark.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(56, 133, 344, 158), Box(95, 171, 305, 185), Box(48, 213, 354, 229), Box(15, 235, 386, 251), Box(77, 257, 324, 273)],
    ]),
    "previewstates/test_observableObjectSnapshots.iOS-Empty.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(10, 180, 46, 193), Box(174, 208, 226, 221)],
    ]),
    "previewstates/test_observableObjectSnapshots.iOS-Too-Short.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(9, 168, 23, 180), Box(147, 196, 254, 207), Box(174, 220, 226, 233)],
    ]),
    "previewstates/test_observableObjectSnapshots.iOS-Valid.png": IOSShotLandmarks(pixels: [400, 400], boxes: [
        "lines": [Box(9, 179, 95, 192), Box(174, 208, 226, 221)],
    ]),
]
