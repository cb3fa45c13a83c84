// Event types and the codes Tactile reads by name, spelled as in linux/input-event-codes.h
// (`ABS.MT_SLOT` is ABS_MT_SLOT). The full two-way name table is `EventCodes`.
// swiftlint:disable identifier_name

public enum EV {
    public static let SYN: UInt16 = 0x00
    public static let KEY: UInt16 = 0x01
    public static let REL: UInt16 = 0x02
    public static let ABS: UInt16 = 0x03
    public static let MSC: UInt16 = 0x04
    public static let SW: UInt16 = 0x05
    public static let LED: UInt16 = 0x11
    public static let SND: UInt16 = 0x12
    public static let REP: UInt16 = 0x14
    public static let FF: UInt16 = 0x15
    public static let PWR: UInt16 = 0x16
    public static let FF_STATUS: UInt16 = 0x17
    public static let MAX: UInt16 = 0x1f
}

public enum SYN {
    public static let REPORT: UInt16 = 0
    public static let CONFIG: UInt16 = 1
    public static let MT_REPORT: UInt16 = 2
    public static let DROPPED: UInt16 = 3
}

public enum ABS {
    public static let X: UInt16 = 0x00
    public static let Y: UInt16 = 0x01
    public static let Z: UInt16 = 0x02
    public static let RX: UInt16 = 0x03
    public static let RY: UInt16 = 0x04
    public static let RZ: UInt16 = 0x05
    public static let WHEEL: UInt16 = 0x08
    public static let PRESSURE: UInt16 = 0x18
    public static let DISTANCE: UInt16 = 0x19
    public static let TILT_X: UInt16 = 0x1a
    public static let TILT_Y: UInt16 = 0x1b
    public static let TOOL_WIDTH: UInt16 = 0x1c
    public static let MISC: UInt16 = 0x28
    public static let RESERVED: UInt16 = 0x2e
    public static let MT_SLOT: UInt16 = 0x2f
    public static let MT_TOUCH_MAJOR: UInt16 = 0x30
    public static let MT_TOUCH_MINOR: UInt16 = 0x31
    public static let MT_WIDTH_MAJOR: UInt16 = 0x32
    public static let MT_WIDTH_MINOR: UInt16 = 0x33
    public static let MT_ORIENTATION: UInt16 = 0x34
    public static let MT_POSITION_X: UInt16 = 0x35
    public static let MT_POSITION_Y: UInt16 = 0x36
    public static let MT_TOOL_TYPE: UInt16 = 0x37
    public static let MT_BLOB_ID: UInt16 = 0x38
    public static let MT_TRACKING_ID: UInt16 = 0x39
    public static let MT_PRESSURE: UInt16 = 0x3a
    public static let MT_DISTANCE: UInt16 = 0x3b
    public static let MT_TOOL_X: UInt16 = 0x3c
    public static let MT_TOOL_Y: UInt16 = 0x3d
    public static let MAX: UInt16 = 0x3f
}

public enum REL {
    public static let X: UInt16 = 0x00
    public static let Y: UInt16 = 0x01
    public static let Z: UInt16 = 0x02
    public static let HWHEEL: UInt16 = 0x06
    public static let DIAL: UInt16 = 0x07
    public static let WHEEL: UInt16 = 0x08
    public static let MISC: UInt16 = 0x09
    public static let WHEEL_HI_RES: UInt16 = 0x0b
    public static let HWHEEL_HI_RES: UInt16 = 0x0c
}

public enum MSC {
    public static let SERIAL: UInt16 = 0x00
    public static let SCAN: UInt16 = 0x04
    public static let TIMESTAMP: UInt16 = 0x05
}

public enum MT_TOOL {
    public static let FINGER: Int32 = 0x00
    public static let PEN: Int32 = 0x01
    public static let PALM: Int32 = 0x02
    public static let DIAL: Int32 = 0x0a
}

public enum INPUT_PROP {
    public static let POINTER: UInt16 = 0x00
    public static let DIRECT: UInt16 = 0x01
    public static let BUTTONPAD: UInt16 = 0x02
    public static let SEMI_MT: UInt16 = 0x03
    public static let TOPBUTTONPAD: UInt16 = 0x04
    public static let POINTING_STICK: UInt16 = 0x05
    public static let ACCELEROMETER: UInt16 = 0x06
}

/// Buttons (EV_KEY codes from 0x100).
public enum BTN {
    public static let MISC: UInt16 = 0x100
    public static let _0: UInt16 = 0x100
    public static let _1: UInt16 = 0x101
    public static let MOUSE: UInt16 = 0x110
    public static let LEFT: UInt16 = 0x110
    public static let RIGHT: UInt16 = 0x111
    public static let MIDDLE: UInt16 = 0x112
    public static let SIDE: UInt16 = 0x113
    public static let EXTRA: UInt16 = 0x114
    public static let FORWARD: UInt16 = 0x115
    public static let BACK: UInt16 = 0x116
    public static let TASK: UInt16 = 0x117
    public static let JOYSTICK: UInt16 = 0x120
    public static let GAMEPAD: UInt16 = 0x130
    public static let DIGI: UInt16 = 0x140
    public static let TOOL_PEN: UInt16 = 0x140
    public static let TOOL_RUBBER: UInt16 = 0x141
    public static let TOOL_BRUSH: UInt16 = 0x142
    public static let TOOL_PENCIL: UInt16 = 0x143
    public static let TOOL_AIRBRUSH: UInt16 = 0x144
    public static let TOOL_FINGER: UInt16 = 0x145
    public static let TOOL_MOUSE: UInt16 = 0x146
    public static let TOOL_LENS: UInt16 = 0x147
    public static let TOOL_QUINTTAP: UInt16 = 0x148
    public static let STYLUS3: UInt16 = 0x149
    public static let TOUCH: UInt16 = 0x14a
    public static let STYLUS: UInt16 = 0x14b
    public static let STYLUS2: UInt16 = 0x14c
    public static let TOOL_DOUBLETAP: UInt16 = 0x14d
    public static let TOOL_TRIPLETAP: UInt16 = 0x14e
    public static let TOOL_QUADTAP: UInt16 = 0x14f
    public static let WHEEL: UInt16 = 0x150
    public static let DPAD_UP: UInt16 = 0x220
    public static let DPAD_RIGHT: UInt16 = 0x223
    public static let TRIGGER_HAPPY: UInt16 = 0x2c0
    public static let TRIGGER_HAPPY1: UInt16 = 0x2c0
    public static let TRIGGER_HAPPY40: UInt16 = 0x2e7
}

/// The keyboard keys Tactile needs by name (EV_KEY codes below 0x100 and a few above).
public enum KEY {
    public static let RESERVED: UInt16 = 0
    public static let ESC: UInt16 = 1
    public static let _1: UInt16 = 2
    public static let _0: UInt16 = 11
    public static let BACKSPACE: UInt16 = 14
    public static let TAB: UInt16 = 15
    public static let Q: UInt16 = 16
    public static let P: UInt16 = 25
    public static let RIGHTBRACE: UInt16 = 27
    public static let ENTER: UInt16 = 28
    public static let LEFTCTRL: UInt16 = 29
    public static let A: UInt16 = 30
    public static let D: UInt16 = 32
    public static let GRAVE: UInt16 = 41
    public static let LEFTSHIFT: UInt16 = 42
    public static let BACKSLASH: UInt16 = 43
    public static let SLASH: UInt16 = 53
    public static let RIGHTSHIFT: UInt16 = 54
    public static let LEFTALT: UInt16 = 56
    public static let SPACE: UInt16 = 57
    public static let CAPSLOCK: UInt16 = 58
    public static let NUMLOCK: UInt16 = 69
    public static let KP7: UInt16 = 71
    public static let KPDOT: UInt16 = 83
    public static let ZENKAKUHANKAKU: UInt16 = 85
    public static let RIGHTCTRL: UInt16 = 97
    public static let RIGHTALT: UInt16 = 100
    public static let INSERT: UInt16 = 110
    public static let MUTE: UInt16 = 113
    public static let LEFTMETA: UInt16 = 125
    public static let RIGHTMETA: UInt16 = 126
    public static let CALC: UInt16 = 140
    public static let FILE: UInt16 = 144
    public static let MAIL: UInt16 = 155
    public static let PLAYPAUSE: UInt16 = 164
    public static let BRIGHTNESSDOWN: UInt16 = 224
    public static let OK: UInt16 = 0x160
    public static let FN: UInt16 = 0x1d0
    public static let ALS_TOGGLE: UInt16 = 0x230
    public static let MAX: UInt16 = 0x2ff
}
