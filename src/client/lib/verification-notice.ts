/**
 * Whether to show the "confirm your e-mail address" notice: raised by any API answer with the code
 * EMAIL_NOT_VERIFIED (the free month, writing an article, uploading), read by <VerifyEmailNotice />.
 * Such an answer does not sign the reader out: their session is fine, only the address is unconfirmed.
 */
let message: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const verificationNotice = {
  show(text: string) {
    message = text;
    emit();
  },
  dismiss() {
    message = null;
    emit();
  },
  get: () => message,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
