/** Numbers are pixels; strings pass through (e.g. '40vw'). */
export const cssSize = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value);
