import SheetshotUIMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Animatable`'s expansion: the data of the stored `var`s in nested pairs, the conformance, and what it
/// leaves out or refuses.
@Suite struct AnimatableMacroTests {
    @Test func threePropertiesNestInPairs() {
        expand("""
            @Animatable
            struct Ring: Shape {
                var start: Angle
                var end: Angle
                let id: Int
                var width: CGFloat = 2
                @AnimatableIgnored var isOpaque: Bool
                var area: Double { 0 }
                static var count = 0
                func path(in rect: CGRect) -> Path { Path() }
            }
            """, to: """
            struct Ring: Shape {
                var start: Angle
                var end: Angle
                let id: Int
                var width: CGFloat = 2
                var isOpaque: Bool
                var area: Double { 0 }
                static var count = 0
                func path(in rect: CGRect) -> Path { Path() }

                var animatableData: AnimatablePair<Angle.AnimatableData, AnimatablePair<Angle.AnimatableData, CGFloat.AnimatableData>> {
                    get {
                        AnimatablePair(self.start.animatableData, AnimatablePair(self.end.animatableData, self.width.animatableData))
                    }
                    set {
                        self.start.animatableData = newValue.first
                        self.end.animatableData = newValue.second.first
                        self.width.animatableData = newValue.second.second
                    }
                }
            }

            extension Ring: SheetshotUI.Animatable {
            }
            """)
    }

    @Test func onePropertyAndNone() {
        expand("""
            @Animatable public struct Dot {
                var radius: Double
            }
            """, to: """
            public struct Dot {
                var radius: Double

                public var animatableData: Double.AnimatableData {
                    get {
                        self.radius.animatableData
                    }
                    set {
                        self.radius.animatableData = newValue
                    }
                }
            }

            extension Dot: SheetshotUI.Animatable {
            }
            """)
        expand("""
            @Animatable struct Still {
                let name: String
            }
            """, to: """
            struct Still {
                let name: String

                var animatableData: EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Still: SheetshotUI.Animatable {
            }
            """)
    }

    @Test func anUntypedPropertyIsNamed() {
        expand("""
            @Animatable struct Guess {
                var scale = 1.0
            }
            """, to: """
            struct Guess {
                var scale = 1.0
            }

            extension Guess: SheetshotUI.Animatable {
            }
            """, diagnostics: [DiagnosticSpec(message: "@Animatable needs the type of 'scale' written out (or mark it @AnimatableIgnored)",
                                              line: 2, column: 9)])
    }
}
