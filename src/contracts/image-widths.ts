/**
 * The widths, in pixels, at which the server offers an uploaded picture besides its original, as WebP
 * (`/uploads/<file>?ancho=<width>`, docs/adr/0038): a phone takes the one its screen needs instead of
 * the file an admin uploaded, which may weigh 5 MB.
 */
export const IMAGE_WIDTHS = [240, 480, 960, 1440, 1920] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The query parameter that asks for a width. */
export const IMAGE_WIDTH_PARAM = 'ancho';
