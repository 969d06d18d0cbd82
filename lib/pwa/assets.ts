import assets from './assets.json';

/**
 * The installable-app images, all generated at build time from one source image by
 * scripts/build-icons.mjs (which reads the same assets.json and names files the same way; a test
 * holds the two together). Files land in public/icons and public/splash, which git ignores.
 */
export const pwaColours = {
  /** Splash and manifest background: the page background. */
  background: assets.background,
  /** Browser UI and status bar: the toolbar's colour. */
  theme: assets.theme,
} as const;

export const ICON_SIZES: readonly number[] = assets.iconSizes;
export const MASKABLE_SIZES: readonly number[] = assets.maskableSizes;
export const APPLE_TOUCH_SIZE: number = assets.appleTouchSize;

export const iconPath = (size: number) => `/icons/icon-${size}.png`;
export const maskableIconPath = (size: number) => `/icons/maskable-${size}.png`;
export const appleTouchIconPath = () => `/icons/apple-touch-icon.png`;
export const splashPath = (width: number, height: number) =>
  `/splash/apple-splash-${width}x${height}.png`;

export interface SplashImage {
  /** Pixel size of the PNG. */
  width: number;
  height: number;
  url: string;
  /** The media query iOS matches against the device when the app starts. */
  media: string;
}

/**
 * One apple-touch-startup-image per current iPhone (portrait) and iPad (both orientations). iOS
 * shows the image whose media query matches the device exactly, so CSS size, pixel ratio and
 * orientation are all in the query.
 */
export function splashImages(): SplashImage[] {
  return assets.splash.flatMap((device) => {
    const portrait = { cssWidth: device.width, cssHeight: device.height, orientation: 'portrait' };
    const shapes =
      'landscape' in device && device.landscape
        ? [portrait, { cssWidth: device.width, cssHeight: device.height, orientation: 'landscape' }]
        : [portrait];
    return shapes.map(({ cssWidth, cssHeight, orientation }) => {
      const long = cssHeight * device.ratio;
      const short = cssWidth * device.ratio;
      const [width, height] = orientation === 'portrait' ? [short, long] : [long, short];
      return {
        width,
        height,
        url: splashPath(width, height),
        media:
          `(device-width: ${cssWidth}px) and (device-height: ${cssHeight}px) and ` +
          `(-webkit-device-pixel-ratio: ${device.ratio}) and (orientation: ${orientation})`,
      };
    });
  });
}
