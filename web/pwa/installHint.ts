// Which install hint a visitor gets, as pure functions of what the browser reports. iOS has no
// install prompt: Safari users are told how to add the app to the home screen by hand.
// Chromium browsers announce installability with `beforeinstallprompt`; they get a button.

export type InstallHintKind = 'ios-instructions' | 'install-button' | 'none';

export type InstallEnvironment = {
  userAgent: string;
  /** iPadOS Safari reports a Mac; only its touch points give it away. */
  maxTouchPoints: number;
  /** Already opened from the home screen or as an installed app. */
  isStandalone: boolean;
  isDismissed: boolean;
  /** Chromium fired `beforeinstallprompt` and the event is still unused. */
  canPrompt: boolean;
  /** The visitor has tapped, typed or scrolled on this page since it loaded. */
  hasEngaged: boolean;
};

/** Other browsers and in-app views on iOS: their share menus differ or cannot install. */
const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//;

export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const isIosDevice =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isSafari = /Version\/[\d.]+.*Safari\//.test(userAgent);
  return isIosDevice && isSafari && !OTHER_IOS_BROWSERS.test(userAgent);
}

/**
 * The hint waits for the visitor's first tap, key or scroll: an offer to install is welcome
 * once someone uses the app, not as a banner sliding in while the first page still loads
 * (where it also became the page's largest paint, late, on /profile).
 */
export function installHintKind(env: InstallEnvironment): InstallHintKind {
  if (env.isStandalone || env.isDismissed || !env.hasEngaged) return 'none';
  if (isIosSafari(env.userAgent, env.maxTouchPoints)) return 'ios-instructions';
  if (env.canPrompt) return 'install-button';
  return 'none';
}
