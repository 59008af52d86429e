// The grid both process diagrams are drawn on: a narrow column that scales to a phone.
export const DIAGRAM_WIDTH = 360
export const BOX = { x: 40, width: 280, height: 44 } as const
export const GAP = 28
/**
 * Every label's font size, in the drawing's units. A 375 px phone draws the diagram at about 0.95 of
 * its size, so 13 units stay above 12 CSS px there.
 */
export const DIAGRAM_TEXT = 'text-[13px]'
