let context: CanvasRenderingContext2D | null | undefined

/** The width a text takes in a font, in pixels (0 where the browser cannot measure, as in tests). */
export function textWidth(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d')
  if (!context) return 0
  context.font = font
  return context.measureText(text).width
}

/** The console's font at 14 px, of a weight. */
export const consoleFont = (weight = 400) => `${weight} 14px ${getComputedStyle(document.body).fontFamily}`
