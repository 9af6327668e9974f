import Foundation

// Pinches and rotations. A `ViewSession` drives one finger, so these never begin there (their callbacks do
// not run) and a picture shows the view at rest, as iOS does before any touch.

/// A pinch (SwiftUI's `MagnifyGesture`, iOS 17).
public struct MagnifyGesture: Gesture {
    /// How far the fingers have spread.
    public struct Value: Equatable, Sendable {
        /// When the value was taken.
        public var time: Date
        /// The scale since the pinch began (1: unchanged).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The point between the fingers, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began.
        public var startLocation: CGPoint
    }
    /// The smallest change in scale that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// A pinch recognised after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (SwiftUI's `MagnificationGesture`, before iOS 17): its value is the scale.
public struct MagnificationGesture: Gesture {
    /// The scale since the pinch began.
    public typealias Value = CGFloat
    /// The smallest change in scale that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// A pinch recognised after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's `RotateGesture`, iOS 17).
public struct RotateGesture: Gesture {
    /// How far the fingers have turned.
    public struct Value: Equatable, Sendable {
        /// When the value was taken.
        public var time: Date
        /// The turn since the gesture began.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// The point between the fingers, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the gesture began.
        public var startLocation: CGPoint
    }
    /// The smallest turn that starts the gesture.
    public var minimumAngleDelta: Angle
    /// A rotation recognised after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation (SwiftUI's `RotationGesture`, before iOS 17): its value is the angle.
public struct RotationGesture: Gesture {
    /// The turn since the gesture began.
    public typealias Value = Angle
    /// The smallest turn that starts the gesture.
    public var minimumAngleDelta: Angle
    /// A rotation recognised after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
