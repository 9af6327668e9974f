import Testing
import Widgets

@Suite struct DevicePresetTests {
    @Test func presetsCarryTheReferenceNumbers() {
        let pro = DevicePreset.iPhone15Pro
        #expect(pro.pixelSize == (1179, 2556))
        #expect(pro.safeArea.top == 59 && pro.safeArea.bottom == 34)
        let landscape = pro.landscape
        #expect(landscape.size.width == 852 && landscape.safeArea.left == 59 && landscape.safeArea.bottom == 21)
        #expect(DevicePreset.iPhoneSE.landscape.safeArea == DevicePreset.iPhoneSE.safeArea)
        #expect(DevicePreset.named("iphone14")?.size.width == 390)
        #expect(DevicePreset.named("ipad-landscape")?.size.width == 1180)
        #expect(DevicePreset.all.count == 10)
    }
}
