import { describe, expect, it } from 'vitest';
import { installHintKind, isIosSafari, type InstallEnvironment } from './installHint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.0.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

function env(overrides: Partial<InstallEnvironment>): InstallEnvironment {
  return {
    userAgent: ANDROID_CHROME,
    maxTouchPoints: 5,
    isStandalone: false,
    isDismissed: false,
    canPrompt: false,
    hasEngaged: true,
    ...overrides,
  };
}

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on an iPad that reports a Mac', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI_AS_MAC, 5)).toBe(true);
  });

  it('does not mistake desktop Safari on a Mac for an iPad', () => {
    expect(isIosSafari(IPAD_SAFARI_AS_MAC, 0)).toBe(false);
  });

  it('leaves out other iOS browsers and in-app views', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPHONE_INSTAGRAM, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('installHintKind', () => {
  it('tells iOS Safari users how to add the app to the home screen', () => {
    expect(installHintKind(env({ userAgent: IPHONE_SAFARI }))).toBe('ios-instructions');
  });

  it('offers the install button once Chromium announced that the app can be installed', () => {
    expect(installHintKind(env({ canPrompt: true }))).toBe('install-button');
    expect(installHintKind(env({ canPrompt: false }))).toBe('none');
  });

  it('shows nothing inside the installed app', () => {
    expect(installHintKind(env({ userAgent: IPHONE_SAFARI, isStandalone: true }))).toBe('none');
    expect(installHintKind(env({ canPrompt: true, isStandalone: true }))).toBe('none');
  });

  it('shows nothing once the visitor dismissed the hint', () => {
    expect(installHintKind(env({ userAgent: IPHONE_SAFARI, isDismissed: true }))).toBe('none');
    expect(installHintKind(env({ canPrompt: true, isDismissed: true }))).toBe('none');
  });

  it('waits until the visitor has tapped, typed or scrolled', () => {
    expect(installHintKind(env({ userAgent: IPHONE_SAFARI, hasEngaged: false }))).toBe('none');
    expect(installHintKind(env({ canPrompt: true, hasEngaged: false }))).toBe('none');
  });

  it('shows no instructions in iOS browsers that cannot follow them', () => {
    expect(installHintKind(env({ userAgent: IPHONE_INSTAGRAM }))).toBe('none');
  });
});
