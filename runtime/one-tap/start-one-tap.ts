/**
 * Lazy chunk started about 3 s after load (spec 2.7, 3, 7, 8): loads Google Identity Services,
 * shows the one-tap prompt, and on a credential posts the login payload to `authorized-login`.
 * Code 0 → `{app}?t={cpl}`. A script load error, an initialisation error or a failed login shows
 * the 'Registration failed!' toast and is reported; nothing is thrown at the page.
 */
import type { RuntimeContext } from '../context.ts';
import { getCookie } from '../shared/cookies.ts';
import { loadScript } from '../shared/load-script.ts';
import { setCappedInterval, type Cancel } from '../shared/timers.ts';
import { parseReferralCookie } from '../referral/referral-cookie.ts';
import { encryptCredential } from './encrypt-credential.ts';

/**
 * Google's one-tap (consent sign-in) picker: the container of its iframe on desktop, the iframe
 * itself as a bottom sheet on mobile.
 */
export const CONSENT_PICKER_SELECTOR = '#credential_picker_container, #credential_picker_iframe';

/**
 * Keeps Google's consent picker above the page (spec 9): every `consentPickerPollMs` the picker,
 * when present, gets `z-index: consentPickerZIndex`; the checks stop after `consentPickerStopMs`.
 * Returns a function that stops them early.
 */
export function raiseConsentPicker(ctx: RuntimeContext): Cancel {
  const { consentPickerPollMs, consentPickerZIndex, consentPickerStopMs } = ctx.config.constants;
  const polls = Math.max(1, Math.floor(consentPickerStopMs / Math.max(1, consentPickerPollMs)));
  let done = 0;
  const stop = setCappedInterval(() => {
    done += 1;
    try {
      for (const el of document.querySelectorAll<HTMLElement>(CONSENT_PICKER_SELECTOR)) {
        el.style.setProperty('z-index', String(consentPickerZIndex), 'important');
      }
    } catch (error) {
      ctx.report(error, 'one-tap');
    }
    if (done >= polls) stop();
  }, consentPickerPollMs);
  return stop;
}

/** The part of `google.accounts.id` used. */
export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; cancel_on_tap_outside?: boolean; itp_support?: boolean }): void;
  prompt(): void;
}

/** `google.accounts.id` once the script ran, else `null`. */
export function googleIdentity(win: Window): GoogleIdentity | null {
  const id = (win as Window & { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;
  return id && typeof id.initialize === 'function' && typeof id.prompt === 'function' ? id : null;
}

/** The login form fields (spec 3, Google one-tap login payload). */
export function oneTapPayload(ctx: RuntimeContext, redirectData: string): Record<string, string> {
  const referral = parseReferralCookie(getCookie(ctx.config.cookies.referral));
  const fields: Record<string, string> = {
    third_party: 'google',
    invite_code: referral?.code ?? '',
    language: ctx.config.locale.tag,
    source: referral?.ref ?? '',
    referer: document.referrer,
    third_party_action_type: 'one_tap',
    redirect_data: redirectData,
  };
  if (referral?.ref) fields.regParam = JSON.stringify({ ref: referral.ref });
  return fields;
}

/** Shows the failure toast and reports the error. */
function fail(ctx: RuntimeContext, error: unknown): void {
  ctx.report(error, 'one-tap');
  ctx.showToast({ kind: 'toast', type: 'failed', text: ctx.config.strings.registrationFailed });
}

/** Handles a credential: encrypt, log in, hand over to the web app. */
export async function loginWithCredential(ctx: RuntimeContext, credential: string): Promise<boolean> {
  const oneTap = ctx.config.oneTap;
  if (!oneTap) return false;
  try {
    const redirectData = await encryptCredential(credential, oneTap.publicKey);
    const data = await ctx.api.postForm<{ cpl?: string }>(ctx.config.endpoints.authorizedLogin, oneTapPayload(ctx, redirectData));
    if (!data?.cpl) throw new Error('Login response has no cpl');
    const target = new URL(ctx.hosts.app);
    target.searchParams.set('t', data.cpl);
    return ctx.navigate(target.href, { external: true });
  } catch (error) {
    fail(ctx, error);
    return false;
  }
}

/** Loads the script and prompts. Resolves true once the prompt was requested. */
export async function startOneTap(ctx: RuntimeContext): Promise<boolean> {
  const oneTap = ctx.config.oneTap;
  if (!oneTap) return false;
  try {
    await loadScript(oneTap.scriptUrl);
    const google = googleIdentity(window);
    if (!google) throw new Error('Google one-tap is not available after loading its script');
    google.initialize({
      client_id: oneTap.clientId,
      cancel_on_tap_outside: false,
      itp_support: true,
      callback: (response) => {
        if (response.credential) void loginWithCredential(ctx, response.credential);
        else fail(ctx, new Error('Google one-tap returned no credential'));
      },
    });
    google.prompt();
    raiseConsentPicker(ctx);
    return true;
  } catch (error) {
    fail(ctx, error);
    return false;
  }
}
