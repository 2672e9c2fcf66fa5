// Loads the Kakao (Daum) postcode widget once per page. It resolves with the widget's constructor,
// or rejects when the script cannot load in time (offline, blocked, a test run) so the caller can
// fall back to the local address search.
export const KAKAO_POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 4000;

export interface KakaoPostcodeData {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  address: string;
  buildingName?: string;
}

export interface KakaoPostcodeWidget {
  embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
}

export type KakaoPostcodeConstructor = new (options: {
  oncomplete: (data: KakaoPostcodeData) => void;
  width?: string | number;
  height?: string | number;
}) => KakaoPostcodeWidget;

interface DaumWindow {
  daum?: { Postcode?: KakaoPostcodeConstructor };
}

let loading: Promise<KakaoPostcodeConstructor> | null = null;

function current(): KakaoPostcodeConstructor | null {
  return (window as unknown as DaumWindow).daum?.Postcode ?? null;
}

export function loadKakaoPostcode(): Promise<KakaoPostcodeConstructor> {
  const ready = current();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<KakaoPostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_POSTCODE_SCRIPT;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('postcode-timeout')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      const loaded = current();
      if (loaded) resolve(loaded);
      else reject(new Error('postcode-missing'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('postcode-unreachable'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later attempt (another open of the modal) may succeed once the network is back.
    loading = null;
    throw error;
  });
  return loading;
}
