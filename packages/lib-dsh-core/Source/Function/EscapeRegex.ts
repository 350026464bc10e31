/** A text as a regex source that matches it literally (`.`, `*`, brackets and `/` escaped). */
export const EscapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
