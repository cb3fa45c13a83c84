import InputModel

/// The constants as a table: name, value, unit, provenance, as docs/interaction-machine.md's
/// constants table lists them. Kept next to the definitions; tests check that every stored
/// property is listed here and that the doc's table says the same.
extension InteractionConstants {
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var value: Double
        public var unit: String
        public var source: String
    }

    public var catalog: [Entry] {
        func e(_ n: String, _ v: Double, _ u: String, _ s: String) -> Entry { Entry(name: n, value: v, unit: u, source: s) }
        func e(_ n: String, _ v: TimeSpan, _ u: String, _ s: String) -> Entry { Entry(name: n, value: v.seconds, unit: u, source: s) }
        return [
            e("multiTapInterval", multiTapInterval, "s", "RE UITapRecognizer (docs/sources.md, \"Touches and taps\")"),
            e("tapSlop", tapSlop, "pt", "RE UITapRecognizer allowableMovement"),
            e("maximumTapDuration", maximumTapDuration, "s", "RE maximumSingleTapDuration"),
            e("longPressDuration", longPressDuration, "s", "DOC minimumPressDuration"),
            e("longPressSlop", longPressSlop, "pt", "DOC allowableMovement"),
            e("panHysteresis", panHysteresis, "pt", "RE _defaultHysteresis"),
            e("pinchHysteresis", pinchHysteresis, "pt", "RE _UIPinchGestureRecognizerDriver"),
            e("rotationHysteresis", rotationHysteresis, "°", "RE _UIRotationGestureRecognizerDriver"),
            e("rotationHysteresisSpreadGain", rotationHysteresisSpreadGain, "°", "RE _UIRotationGestureRecognizerDriver"),
            e("contextMenuHoldDuration", contextMenuHoldDuration, "s", "RE _UILongPressClickInteractionDriver"),
            e("contextMenuSlop", contextMenuSlop, "pt", "RE _UIClickPresentationAllowableMovementForDriver"),
            e("dragLiftDelay", dragLiftDelay, "s", "RE _UIDragInteractionDefaultLiftDelay"),
            e("dragLiftSlop", dragLiftSlop, "pt", "RE lift hysteresis"),
            e("pointerDragThreshold", pointerDragThreshold, "pt", "RE pointer drag threshold"),
            e("dragCancelTouchCount", Double(dragCancelTouchCount), "touches", "RE"),
            e("springLoadPossibleDuration", springLoadPossibleDuration, "s", "RE UISpringLoadedInteraction"),
            e("springLoadActivatingDuration", springLoadActivatingDuration, "s", "RE UISpringLoadedInteraction"),
            e("springLoadMaximumSpeed", springLoadMaximumSpeed, "pt/s", "RE _UISpringLoadedHysteresisBehavior"),
            e("springLoadStillInterval", springLoadStillInterval, "s", "RE _UISpringLoadedHysteresisBehavior: 4 display-link samples at 60 Hz"),
            e("autoscrollEdgeZone", autoscrollEdgeZone, "pt", "RE _UIAutoScrollAssistant"),
            e("autoscrollDwell", autoscrollDwell, "s", "RE _UIAutoScrollAssistant"),
            e("autoscrollDwellSlop", autoscrollDwellSlop, "pt", "RE _UIAutoScrollAssistant"),
            e("autoscrollStopDistance", autoscrollStopDistance, "pt", "RE _UIAutoScrollAssistant"),
            e("pointerHitRegionPadding", pointerHitRegionPadding, "pt", "HIG › Pointing devices (about 12 pt around a bezel)"),
            e("shortcutOverlayDelay", shortcutOverlayDelay, "s", "RE UIKeyShortcutHUDService"),
            e("keyboardScrollLine", keyboardScrollLine, "pt", "PEER WebKit WKKeyboardScrollViewAnimator defaultLineScrollHeight"),
            e("keyboardScrollPage", keyboardScrollPage, "fraction", "PEER WebKit WKKeyboardScrollViewAnimator defaultPageScrollFraction"),
            e("palmRejectionWindow", palmRejectionWindow, "s", "assumption"),
            e("averageForce", averageForce, "force", "HDR UITouch.force"),
            e("bottomEdgeZone", bottomEdgeZone, "pt", "assumption"),
            e("bottomEdgeSwipeDistance", bottomEdgeSwipeDistance, "pt", "assumption"),
            e("topEdgeZone", topEdgeZone, "pt", "assumption"),
            e("topEdgeSwipeDistance", topEdgeSwipeDistance, "pt", "assumption"),
            e("controlCenterCornerWidth", controlCenterCornerWidth, "pt", "assumption (iPad User Guide: top-right corner)"),
            e("edgeTouchDelay", edgeTouchDelay, "s", "assumption"),
            e("deferredEdgeRepeatWindow", deferredEdgeRepeatWindow, "s", "assumption"),
            e("multiFingerSwipeDistance", multiFingerSwipeDistance, "pt", "assumption"),
            e("multiFingerPinchRatio", multiFingerPinchRatio, "ratio", "assumption"),
            e("systemGestureFingers", Double(systemGestureFingers), "fingers", "DOC iPad multitasking gestures"),
            e("editingGestureFingers", Double(editingGestureFingers), "fingers", "DOC iPad User Guide, Undo and redo"),
        ]
    }
}
