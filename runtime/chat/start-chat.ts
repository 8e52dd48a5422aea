/**
 * Lazy chunk started 500 ms after load (spec 9: "support chat config is applied 500 ms after
 * load"): reads the chat-type config, asks the choose call which provider to use and applies it
 * (`html[data-chat-provider]`); at 3 s after load (spec 2.7: "the widget starts after 3 s") loads
 * the provider script, polls for readiness (500 ms, at most 1200 polls), then keeps the
 * quick-action stack above the chat. The chat stays hidden
 * (`html[data-chat="hidden"]`) until ready; provider `open`/`close` events toggle it.
 * Providers signal through `window.postMessage({source: 'site-chat', event: 'ready'|'open'|'close'})`
 * or a `site:chat` CustomEvent with the same `detail.event`.
 */
import { readAddresses } from '../analytics/addresses.ts';
import type { RuntimeContext } from '../context.ts';
import { loadScript } from '../shared/load-script.ts';
import { setCappedTimeout } from '../shared/timers.ts';
import { pollUntil } from './chat-ready.ts';
import { quickActionsOffset } from './quick-actions.ts';

/** `get-chat-type-config` data (spec 3). */
export interface ChatTypeConfig {
  /** SS_ROBOT, SS_HUMAN, HUAN_XIN or another provider name. */
  chat: string;
  chat_info?: { js?: string };
}

/** The window event name providers may dispatch. */
export const CHAT_EVENT = 'site:chat';

/** Chat visibility, mirrored on `<html data-chat>` for CSS. */
export type ChatState = 'hidden' | 'visible';

/** The `source` a provider's `postMessage` must carry; any frame can post messages. */
export const CHAT_MESSAGE_SOURCE = 'site-chat';

/**
 * The provider event carried by a message or CustomEvent, if any. A window message counts only
 * with `source: 'site-chat'`; the page's own `site:chat` CustomEvent may leave it out.
 */
export function chatEventOf(data: unknown, from: 'message' | 'page'): 'ready' | 'open' | 'close' | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, event } = data as { source?: unknown; event?: unknown };
  if (source === undefined ? from === 'message' : source !== CHAT_MESSAGE_SOURCE) return null;
  return event === 'ready' || event === 'open' || event === 'close' ? event : null;
}

/**
 * Starts the chat; resolves when ready or given up; failures are reported, never thrown.
 * `widgetAt` is the time (`Date.now()`) from which the provider script may load; default now.
 */
export async function startChat(ctx: RuntimeContext, widgetAt = 0): Promise<boolean> {
  const chat = ctx.config.chat;
  if (!chat) return false;
  const { endpoints, locale, constants } = ctx.config;
  const root = document.documentElement;
  let providerReady = false;
  const setState = (state: ChatState): void => {
    root.dataset.chat = state;
    const iframe = document.querySelector<HTMLElement>(chat.iframeSelector);
    const rect = iframe?.getBoundingClientRect();
    const bottom = iframe ? parseFloat(getComputedStyle(iframe).bottom) || 0 : 0;
    const offset = quickActionsOffset(state === 'visible', rect ? { height: rect.height, bottom } : null, constants);
    document.querySelector<HTMLElement>(chat.quickActionsSelector)?.style.setProperty('bottom', `${offset}px`);
  };
  const onEvent = (event: 'ready' | 'open' | 'close' | null): void => {
    if (event === 'ready') providerReady = true;
    if (event === 'open' || (event === 'ready' && root.dataset.chat !== 'visible')) setState('visible');
    if (event === 'close') setState('hidden');
  };
  try {
    setState('hidden');
    window.addEventListener('message', (e: MessageEvent) => onEvent(chatEventOf(e.data, 'message')));
    window.addEventListener(CHAT_EVENT, (e) => onEvent(chatEventOf((e as CustomEvent).detail, 'page')));
    const typeConfig = await ctx.api.get<ChatTypeConfig>(endpoints.chatTypeConfig, { lang: locale.tag, type: 'www' });
    // The visit's login_ip, when the tracking chunk already asked for it.
    const known = readAddresses(ctx.config.storageKeys.addresses).login_ip;
    const visitor = known
      ? { ip: known }
      : await ctx.api.get<{ ip?: string }>(endpoints.visitorIp).catch((error: unknown) => {
          ctx.report(error, 'chat visitor ip');
          return { ip: '' };
        });
    const choice = await ctx.api.get<{ type?: string }>(endpoints.chatChoose, { ip: visitor.ip ?? '', lang: locale.tag });
    root.dataset.chatProvider = `${typeConfig.chat}:${choice.type ?? ''}`;
    const script = typeConfig.chat_info?.js;
    if (!script) throw new Error(`Chat config for ${typeConfig.chat} has no script`);
    if (widgetAt > Date.now()) await new Promise<void>((resolve) => setCappedTimeout(resolve, widgetAt - Date.now()));
    await loadScript(script);
    const ready = await pollUntil({
      intervalMs: constants.chatReadyPollMs,
      maxPolls: constants.chatReadyMaxPolls,
      isReady: () => providerReady || document.querySelector(chat.iframeSelector) !== null,
    });
    if (ready) setState('visible');
    return ready;
  } catch (error) {
    ctx.report(error, 'chat');
    return false;
  }
}
