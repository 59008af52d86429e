/**
 * Draws the company map into `element`. Resolves with a cleanup once the map is shown; rejects if the
 * provider's code cannot load. `onFailure` reports a failure after that (tiles or key rejected).
 */
export type MapLoader = (element: HTMLElement, onFailure: () => void) => Promise<() => void>
