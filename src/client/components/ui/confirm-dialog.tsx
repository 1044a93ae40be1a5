import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { focusPageStart } from '../../lib/page-focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const buttonBase =
  'rounded px-5 py-2.5 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last, and never outside. */
function keepFocusInside(box: HTMLElement, event: KeyboardEvent) {
  const focusable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [start, end] = [focusable[0], focusable[focusable.length - 1]];
  if (!start || !end) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !box.contains(active);
  if (event.shiftKey && (active === start || outside)) {
    event.preventDefault();
    end.focus();
  } else if (!event.shiftKey && (active === end || outside)) {
    event.preventDefault();
    start.focus();
  }
}

export interface ConfirmDialogProps {
  title: string;
  text?: ReactNode;
  confirmLabel?: string;
  /** Without it the dialog is a notice with one button (confirming closes it). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape, the cancel button and a click beside the dialog; a notice closes this way too. */
  onCancel: () => void;
  /** A notice that closes itself after this many milliseconds, with no button (Escape closes it sooner). */
  autoCloseMs?: number;
  /** Drawn above the title (a success tick, say); decorative. */
  icon?: ReactNode;
  /** Where it shows: the middle of the window, or near its top (a short notice). */
  placement?: 'center' | 'top';
}

/**
 * A modal dialog that asks before a step (or tells that it is done): labelled by its heading and described by
 * its text, focus moves into it, Tab stays inside it, Escape cancels, and focus goes back where it was when
 * it closes (to the page's heading when that element is gone). It opens when rendered and closes when removed.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel = 'OK',
  cancelLabel,
  onConfirm,
  onCancel,
  autoCloseMs,
  icon,
  placement = 'center',
}: ConfirmDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The rest of the page is inert meanwhile: neither focus, pointer nor assistive technology reach it.
    const hidden = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.inert && !element.contains(box.current),
    );
    for (const element of hidden) element.inert = true;
    (first.current ?? box.current)?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel.current();
      } else if (event.key === 'Tab' && box.current) keepFocusInside(box.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of hidden) element.inert = false;
      if (before?.isConnected && before !== document.body) before.focus();
      else focusPageStart();
    };
  }, []);

  useEffect(() => {
    if (autoCloseMs === undefined) return;
    const timer = window.setTimeout(() => cancel.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);
  const buttons = autoCloseMs === undefined;

  return createPortal(
    // A click beside the dialog cancels, as Escape does from the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the keyboard has Escape
    <div
      className={`fixed inset-0 z-50 flex justify-center bg-stone-900/50 p-4 ${placement === 'top' ? 'items-start pt-16' : 'items-center'}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={text ? `${id}-text` : undefined}
        tabIndex={buttons ? undefined : -1}
        className="w-full max-w-md rounded-lg bg-white p-6 text-center shadow-xl focus:outline-none"
      >
        {icon ? <div aria-hidden="true">{icon}</div> : null}
        <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
          {title}
        </h2>
        {text ? (
          <div id={`${id}-text`} className="mt-3 text-stone-600">
            {text}
          </div>
        ) : null}
        {buttons ? (
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {cancelLabel ? (
              <button
                ref={first}
                type="button"
                onClick={onCancel}
                className={`${buttonBase} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
              >
                {cancelLabel}
              </button>
            ) : null}
            <button
              ref={cancelLabel ? undefined : first}
              type="button"
              onClick={onConfirm}
              className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}
            >
              {confirmLabel}
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

type DialogRequest = Omit<ConfirmDialogProps, 'onConfirm' | 'onCancel'>;

/**
 * Dialogs asked for from event handlers: `ask(...)` shows one and resolves true when it is confirmed, false
 * when it is cancelled; render `dialog` somewhere in the component.
 */
export function useDialog() {
  const [open, setOpen] = useState<{
    request: DialogRequest;
    answer: (yes: boolean) => void;
    serial: number;
  } | null>(null);
  // Each dialog is a new one (its own focus and inert page), even when one follows another at once.
  const asked = useRef(0);
  const ask = useCallback(
    (request: DialogRequest) =>
      new Promise<boolean>((resolve) => {
        asked.current += 1;
        setOpen({
          request,
          serial: asked.current,
          answer: (yes) => {
            setOpen(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog = open ? (
    <ConfirmDialog
      key={open.serial}
      {...open.request}
      onConfirm={() => open.answer(true)}
      onCancel={() => open.answer(false)}
    />
  ) : null;
  return { ask, dialog };
}
