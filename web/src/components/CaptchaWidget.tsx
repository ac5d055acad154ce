/** CaptchaWidget: the visible ALTCHA proof-of-work widget; hands the solved payload to the form as recaptchaToken. */
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from "react";
import { t } from "@/i18n/i18n.ts";

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": HTMLAttributes<HTMLElement> & {
        ref?: Ref<AltchaElement>;
        challenge?: string;
        name?: string;
        type?: string;
      };
    }
  }
}

/** Where the widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_URL = "/api/captcha/challenge";

/** Solves the server's PBKDF2 challenges in a worker loaded from our own origin. */
function registerPbkdf2Solver(): void {
  const altcha = (globalThis as unknown as {
    $altcha: { algorithms: Map<string, () => Worker> };
  }).$altcha;
  const worker = () =>
    new Worker(new URL("./altcha_pbkdf2_worker.ts", import.meta.url), {
      type: "module",
    });
  for (const hash of ["SHA-256", "SHA-384", "SHA-512"]) {
    altcha.algorithms.set(`PBKDF2/${hash}`, worker);
  }
}

/** Props of CaptchaWidget. */
export interface CaptchaWidgetProps {
  /** Called with the solved payload, or "" when the widget is not (or no longer) verified. */
  onChange: (token: string) => void;
  /** Bump this number to clear the widget, e.g. after a failed submit used up the solution. */
  resetSignal?: number;
  /** The id of the form's message when it is about the captcha: the checkbox is then marked invalid and points at it. */
  errorId?: string;
}

/** The ALTCHA widget, loaded on demand so pages render (and pre-render) without it. */
export function CaptchaWidget(
  { onChange, resetSignal = 0, errorId }: CaptchaWidgetProps,
) {
  const ref = useRef<AltchaElement>(null);
  const [ready, setReady] = useState(false);
  const [verified, setVerified] = useState(false);
  const onChangeRef = useRef(onChange);
  const lastToken = useRef("");
  onChangeRef.current = (token: string) => {
    // Only a real change is passed on: the widget reports "unverified" when it first draws, which must not
    // clear a form's "complete the captcha" error shown before it loaded (it loads on first touch).
    if (token === lastToken.current) return;
    lastToken.current = token;
    // Mirrored on the wrapper as data-state, which browser tests wait on.
    setVerified(token !== "");
    onChange(token);
  };

  const wrapper = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    // The captcha's download and proof of work wait until the person starts on the form, so they never
    // compete with the page's first paint (docs/web.md, "Light on data").
    const form = wrapper.current?.closest("form") ?? wrapper.current;
    if (!form) return;
    const start = () => setTouched(true);
    // Someone who started on the pre-rendered form before the app took over is already in it.
    if (form.contains(document.activeElement)) {
      start();
      return;
    }
    const events = ["focusin", "pointerdown", "input"] as const;
    for (const name of events) {
      form.addEventListener(name, start, { once: true });
    }
    return () => {
      for (const name of events) form.removeEventListener(name, start);
    };
  }, []);

  useEffect(() => {
    if (!touched) return;
    let live = true;
    // The "external" build leaves styles and solver workers to us: the default one injects a <style> and
    // starts blob: workers, which the Content-Security-Policy refuses.
    Promise.all([import("altcha/external"), import("altcha/altcha.css")])
      .then(() => {
        registerPbkdf2Solver();
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [touched]);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const onState = (event: Event) => {
      const detail =
        (event as CustomEvent<{ state: string; payload?: string | null }>)
          .detail;
      onChangeRef.current(
        detail.state === "verified" && detail.payload ? detail.payload : "",
      );
    };
    el.addEventListener("statechange", onState);
    return () => el.removeEventListener("statechange", onState);
  }, [ready]);

  useEffect(() => {
    if (resetSignal > 0) {
      ref.current?.reset?.();
      onChangeRef.current("");
    }
  }, [resetSignal]);

  // A layout effect: Preact runs plain effects after paint, when a person could already be on the checkbox.
  useLayoutEffect(() => {
    // The widget draws its own checkbox (light DOM), so the error wiring goes onto it directly.
    const el = ready ? ref.current : null;
    if (!el) return;
    const wire = (box: Element) => {
      if (errorId) {
        box.setAttribute("aria-invalid", "true");
        box.setAttribute("aria-describedby", errorId);
      } else {
        box.removeAttribute("aria-invalid");
        box.removeAttribute("aria-describedby");
      }
    };
    const wireDrawn = () => {
      const box = el.querySelector("input[type=checkbox]");
      if (box) wire(box);
    };
    wireDrawn();
    // Loaded on first touch, the widget draws (and may redraw) its checkbox after this render: wire each one.
    const watch = new MutationObserver(wireDrawn);
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [ready, errorId]);

  return (
    <div
      ref={wrapper}
      className="captcha"
      data-state={verified ? "verified" : "unverified"}
    >
      {ready
        ? (
          <altcha-widget
            ref={ref}
            challenge={CAPTCHA_CHALLENGE_URL}
            name="recaptchaToken"
            type="checkbox"
          />
        )
        : (
          <span className="field-hint">
            {touched ? t("common.captchaLoading") : t("common.captchaHint")}
          </span>
        )}
    </div>
  );
}
