/**
 * Loads Mercado Pago's browser SDK (the script sdk-react expects on window)
 * before the Brick renders, so a blocked or offline CDN is noticed here and the
 * redirect to Mercado Pago stays the way to pay.
 */
const SDK_URL = 'https://sdk.mercadopago.com/js/v2';

let loading: Promise<void> | null = null;

const hasSdk = () => typeof window !== 'undefined' && 'MercadoPago' in window;

export function loadMercadoPagoSdk(): Promise<void> {
  if (hasSdk()) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.addEventListener('load', () => (hasSdk() ? resolve() : reject(new Error('Mercado Pago SDK not available'))));
    script.addEventListener('error', () => {
      script.remove();
      // A later visit to the payment step may try again.
      loading = null;
      reject(new Error('Mercado Pago SDK failed to load'));
    });
    document.head.append(script);
  });
  return loading;
}

/** Public keys look like TEST-... or APP_USR-...; anything else is a configuration mistake. */
export const isPlausiblePublicKey = (key: string) => /^(TEST|APP_USR)-[A-Za-z0-9_-]+$/.test(key.trim());

/** Brick errors that mean the public key is wrong rather than a passing failure. */
export function isKeyError(error: { cause?: string; message?: string }): boolean {
  return /public.?key|invalid.?key|unauthorized|not.?authorized|credentials/i.test(`${error.cause ?? ''} ${error.message ?? ''}`);
}
