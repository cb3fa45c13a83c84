/// The constants as a table for reports (conformance HTML, `--verbose` replays): name, value,
/// unit, provenance. Kept next to the definitions; a test checks every stored property is listed.
extension InteractionConstants {
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var value: Double
        public var unit: String
        public var source: String
    }

    public var catalog: [Entry] {
        func e(_ n: String, _ v: Double, _ u: String, _ s: String) -> Entry { Entry(name: n, value: v, unit: u, source: s) }
        return [
            e("multiTapInterval", multiTapInterval, "s", "RE UITapRecognizer (ipados-semantics §1.2)"),
            e("tapSlop", tapSlop, "pt", "RE UITapRecognizer allowableMovement (§1.3)"),
            e("maximumTapDuration", maximumTapDuration, "s", "RE maximumSingleTapDuration (§1.3)"),
            e("longPressDuration", longPressDuration, "s", "DOC minimumPressDuration (§1.4)"),
            e("longPressSlop", longPressSlop, "pt", "DOC allowableMovement (§1.4)"),
            e("panHysteresis", panHysteresis, "pt", "RE _defaultHysteresis (§1.5)"),
            e("pinchHysteresis", pinchHysteresis, "pt", "RE _UIPinchGestureRecognizerDriver (§1.6)"),
            e("contextMenuHoldDuration", contextMenuHoldDuration, "s", "RE _UILongPressClickInteractionDriver (§2.1)"),
            e("contextMenuSlop", contextMenuSlop, "pt", "RE _UIClickPresentationAllowableMovementForDriver (§2.1)"),
            e("dragLiftDelay", dragLiftDelay, "s", "RE _UIDragInteractionDefaultLiftDelay (§2.1)"),
            e("dragLiftSlop", dragLiftSlop, "pt", "RE lift hysteresis (§2.1)"),
            e("pointerDragThreshold", pointerDragThreshold, "pt", "RE pointer drag threshold (§2.1)"),
            e("dragCancelTouchCount", Double(dragCancelTouchCount), "touches", "RE (§2.1)"),
            e("springLoadPossibleDuration", springLoadPossibleDuration, "s", "RE UISpringLoadedInteraction (§2.3)"),
            e("springLoadActivatingDuration", springLoadActivatingDuration, "s", "RE UISpringLoadedInteraction (§2.3)"),
            e("springLoadMaximumSpeed", springLoadMaximumSpeed, "pt/s", "RE _UISpringLoadedHysteresisBehavior (§2.3)"),
            e("springLoadStillInterval", springLoadStillInterval, "s", "RE _UISpringLoadedHysteresisBehavior: 4 display-link samples at 60 Hz (§2.3)"),
            e("autoscrollEdgeZone", autoscrollEdgeZone, "pt", "RE _UIAutoScrollAssistant (§2.4)"),
            e("autoscrollDwell", autoscrollDwell, "s", "RE _UIAutoScrollAssistant (§2.4)"),
            e("autoscrollDwellSlop", autoscrollDwellSlop, "pt", "RE _UIAutoScrollAssistant (§2.4)"),
            e("autoscrollStopDistance", autoscrollStopDistance, "pt", "RE _UIAutoScrollAssistant (§2.4)"),
            e("pointerHitRegionPadding", pointerHitRegionPadding, "pt", "assumption (HIG: region extends beyond bounds, §3.2)"),
            e("pointerPinchHysteresis", pointerPinchHysteresis, "pt", "RE (§1.6)"),
            e("shortcutOverlayDelay", shortcutOverlayDelay, "s", "RE UIKeyShortcutHUDService (§5.2)"),
            e("palmRejectionWindow", palmRejectionWindow, "s", "assumption"),
            e("averageForce", averageForce, "force", "HDR UITouch.force (§4.1)"),
            e("pencilMaximumForce", pencilMaximumForce, "force", "OBS (§4.1)"),
            e("bottomEdgeZone", bottomEdgeZone, "pt", "assumption"),
            e("bottomEdgeSwipeDistance", bottomEdgeSwipeDistance, "pt", "assumption"),
            e("multiFingerSwipeDistance", multiFingerSwipeDistance, "pt", "assumption"),
            e("multiFingerPinchRatio", multiFingerPinchRatio, "ratio", "assumption"),
            e("systemGestureFingers", Double(systemGestureFingers), "fingers", "DOC iPad multitasking gestures"),
        ]
    }
}
