/**
 * Toast host (spec 4, 9): shows the runtime's toast messages for 3.6 s each, failed in red and
 * success in green, and stacks tip toasts. Empty in the server markup; messages arrive through
 * the runtime's toast bus.
 */
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { setCappedTimeout } from '../../runtime/shared/timers.ts';
import type { ToastType } from '../../runtime/widgets/toast-bus.ts';
import { useIslandConfig, useRuntime } from './island-context.tsx';
import { TipToast } from './tip-toast.tsx';

/** Background colours: failed red, success green. */
export const TOAST_COLORS: Readonly<Record<ToastType, string>> = { failed: '#b42318', success: '#067647' };

interface ShownToast {
  id: number;
  type: ToastType;
  text: string;
}

interface ShownTip {
  id: number;
  text: string;
  delayMs: number | undefined;
}

/** The widget (no props). */
export function ToastHost(): ReactElement {
  const config = useIslandConfig();
  const runtime = useRuntime();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [tips, setTips] = useState<ShownTip[]>([]);
  const nextId = useRef(0);
  useEffect(() => {
    if (!runtime) return undefined;
    return runtime.toasts.subscribe((message) => {
      nextId.current += 1;
      const id = nextId.current;
      if (message.kind === 'toast') setToast({ id, type: message.type, text: message.text });
      else setTips((list) => [...list, { id, text: message.text, delayMs: message.delayMs }]);
    });
  }, [runtime]);
  useEffect(() => {
    if (!toast) return undefined;
    return setCappedTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), config.constants.toastDurationMs);
  }, [toast, config.constants.toastDurationMs]);
  const removeTip = useCallback((id: number) => setTips((list) => list.filter((tip) => tip.id !== id)), []);
  return (
    <div className="site-toasts" aria-live="polite">
      {toast ? (
        <div key={toast.id} role="status" className={`site-toast site-toast--${toast.type}`} data-type={toast.type} style={{ background: TOAST_COLORS[toast.type], color: '#fff' }}>
          {toast.text}
        </div>
      ) : null}
      {tips.map((tip) => (
        <TipToast key={tip.id} text={tip.text} delayMs={tip.delayMs} onClose={() => removeTip(tip.id)} />
      ))}
    </div>
  );
}
