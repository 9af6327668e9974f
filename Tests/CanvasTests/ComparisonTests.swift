import Testing
@testable import Canvas

@Suite struct ComparisonTests {
    @Test func countsDeltasAndThresholds() throws {
        let a = try Image(width: 10, height: 10, color: .white)
        var b = a
        b[3, 4] = (250, 255, 255, 255)   // delta 5
        b[7, 1] = (255, 0, 255, 255)     // delta 255
        let exact = try a.difference(from: b)
        #expect(exact.maximumChannelDelta == 255)
        #expect(exact.differingPixels == 2)
        #expect(exact.differingRatio == 0.02)
        #expect(exact.firstDifference! == (7, 1))
        let tolerant = try a.difference(from: b, threshold: 5)
        #expect(tolerant.differingPixels == 1)
        #expect(try a.difference(from: a).isMatch)
    }

    @Test func sizeMismatchIsItsOwnError() throws {
        let a = try Image(width: 10, height: 10), b = try Image(width: 10, height: 11)
        #expect(throws: ImageComparisonError.sizeMismatch(expectedWidth: 10, expectedHeight: 10, actualWidth: 10, actualHeight: 11)) {
            try a.difference(from: b)
        }
    }

    @Test func diffImageMarksDifferencesInRedOverFadedGrey() throws {
        let a = try Image(width: 4, height: 4, color: .black)
        var b = a
        b[2, 2] = (0, 0, 1, 255)
        let diff = try a.differenceImage(against: b)
        #expect(diff[2, 2] == (255, 0, 0, 255))
        let grey = diff[0, 0]
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 150)  // black, faded toward white
        #expect(try a.differenceImage(against: b, threshold: 1)[2, 2] != (255, 0, 0, 255))
    }
}
