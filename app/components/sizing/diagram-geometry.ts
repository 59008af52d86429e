// The grid both process diagrams are drawn on: a narrow column that scales to a phone.
export const DIAGRAM_WIDTH = 360
export const BOX = { x: 40, width: 280, height: 44 } as const
export const GAP = 28
