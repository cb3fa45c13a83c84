import InputModel

/// iPhone screens in points and the safe areas an app laid out on them had (docs/sources.md,
/// "Windows"): what an iPhone app's dump shows, and the window iPadOS shows it in.
///
/// iPadOS runs an app built for iPhone only in compatibility mode: full screen only, in an
/// iPhone-sized window scaled up to the screen, never in Slide Over or Split View (iPadOS design
/// guidelines › Responsive layout › Don't scale up the iPhone interface). Its layout is judged in
/// that window, against the safe area it was laid out for.
public enum IPhoneWindows {
    public struct Screen: Sendable {
        /// Portrait width × height in points.
        public var width: Double
        public var height: Double
        /// A Home button (a 20-pt status bar, no home indicator) rather than Face ID.
        public var homeButton: Bool
        /// The portrait top insets (pt) of the models with this screen: more than one where
        /// models of one size differ.
        public var portraitTops: [Double]
    }

    /// Status bar of an iPhone with a Home button, in portrait (pt).
    public static let homeButtonStatusBar = 20.0
    /// Bottom inset of a Face ID iPhone in portrait (the home indicator, pt).
    public static let homeIndicatorPortrait = 34.0
    /// Bottom inset of a Face ID iPhone in landscape (pt); the status bar is hidden there.
    public static let homeIndicatorLandscape = 21.0

    public static let screens: [Screen] = [
        Screen(width: 320, height: 480, homeButton: true, portraitTops: [homeButtonStatusBar]),   // iPhone 4s
        Screen(width: 320, height: 568, homeButton: true, portraitTops: [homeButtonStatusBar]),   // 5s, SE (1st)
        Screen(width: 375, height: 667, homeButton: true, portraitTops: [homeButtonStatusBar]),   // 6–8, SE (2nd, 3rd)
        Screen(width: 414, height: 736, homeButton: true, portraitTops: [homeButtonStatusBar]),   // 6–8 Plus
        Screen(width: 375, height: 812, homeButton: false, portraitTops: [44, 50]),               // X, XS, 11 Pro; 12–13 mini
        Screen(width: 414, height: 896, homeButton: false, portraitTops: [44, 48]),               // XS Max, 11 Pro Max; XR, 11
        Screen(width: 390, height: 844, homeButton: false, portraitTops: [47]),                   // 12, 13, 14 (and Pros of 12–13)
        Screen(width: 428, height: 926, homeButton: false, portraitTops: [47]),                   // 12–13 Pro Max, 14 Plus
        Screen(width: 393, height: 852, homeButton: false, portraitTops: [59]),                   // 14 Pro, 15, 15 Pro, 16
        Screen(width: 430, height: 932, homeButton: false, portraitTops: [59]),                   // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
        Screen(width: 402, height: 874, homeButton: false, portraitTops: [62]),                   // 16 Pro
        Screen(width: 440, height: 956, homeButton: false, portraitTops: [62]),                   // 16 Pro Max
    ]

    /// pt: how far a dump's window may be from a screen's size and still be that screen.
    public static let tolerance = 2.0

    /// The iPhone screen a window of `size` is (in either orientation), or nil.
    public static func screen(for size: ScreenSize) -> (screen: Screen, portrait: Bool)? {
        for s in screens {
            if abs(size.width - s.width) <= tolerance && abs(size.height - s.height) <= tolerance { return (s, true) }
            if abs(size.width - s.height) <= tolerance && abs(size.height - s.width) <= tolerance { return (s, false) }
        }
        return nil
    }

    /// The safe-area insets an app laid out in a window of `size` can have had (one per distinct
    /// value among the models of that size); empty when it is no iPhone's.
    public static func insets(for size: ScreenSize) -> [SafeAreaInsets] {
        guard let (s, portrait) = screen(for: size) else { return [] }
        if !portrait { return [SafeAreaInsets(top: 0, bottom: s.homeButton ? 0 : homeIndicatorLandscape)] }
        return s.portraitTops.map { SafeAreaInsets(top: $0, bottom: s.homeButton ? 0 : homeIndicatorPortrait) }
    }
}
