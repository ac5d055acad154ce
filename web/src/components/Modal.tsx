/** Modal: an accessible dialog (focus moves in, Escape closes, focus returns), plus confirm/prompt helpers. */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Button } from "./Button.tsx";
import { t } from "@/i18n/i18n.ts";

/** Props of Modal. */
export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

/** A modal dialog over a dimmed backdrop. */
export function Modal({ title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>(
      "input, textarea, select, [data-autofocus]",
    );
    (first ?? ref.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal-title">{title}</h2>
        <div>{children}</div>
        {actions && <div className="modal-actions">{actions}</div>}
      </div>
    </div>
  );
}

type DialogRequest =
  | { kind: "confirm"; message: string; resolve: (ok: boolean) => void }
  | {
    kind: "prompt";
    message: string;
    initial: string;
    resolve: (value: string | null) => void;
  };

interface Dialogs {
  /** Resolves true when the person confirms. */
  confirm(message: string): Promise<boolean>;
  /** Resolves the entered text, or null when cancelled. */
  prompt(message: string, initial?: string): Promise<string | null>;
}

const DialogContext = createContext<Dialogs | null>(null);

/** Provides confirm/prompt dialogs to the tree (mounted once at the root). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [value, setValue] = useState("");
  // The open request also lives in a ref so resolving it is never repeated by a re-render.
  const open = useRef<DialogRequest | null>(null);
  const show = useCallback((next: DialogRequest) => {
    open.current = next;
    setRequest(next);
  }, []);
  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) =>
        show({ kind: "confirm", message, resolve })
      ),
    [show],
  );
  const prompt = useCallback(
    (message: string, initial = "") =>
      new Promise<string | null>((resolve) => {
        setValue(initial);
        show({ kind: "prompt", message, initial, resolve });
      }),
    [show],
  );
  const close = useCallback((accepted: boolean) => {
    const current = open.current;
    open.current = null;
    setRequest(null);
    if (current?.kind === "confirm") current.resolve(accepted);
    if (current?.kind === "prompt") current.resolve(accepted ? value : null);
  }, [value]);
  const cancel = useCallback(() => close(false), [close]);
  return (
    <DialogContext.Provider value={{ confirm, prompt }}>
      {children}
      {request && (
        <Modal
          title={request.kind === "confirm"
            ? t("adm.confirm")
            : request.message}
          onClose={cancel}
          actions={
            <>
              <Button variant="secondary" onClick={cancel}>
                {t("app.cancel")}
              </Button>
              <Button
                data-autofocus={request.kind === "confirm" || undefined}
                onClick={() => close(true)}
              >
                {t("app.ok")}
              </Button>
            </>
          }
        >
          {request.kind === "confirm" ? <p>{request.message}</p> : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                close(true);
              }}
            >
              <input
                className="field-input"
                aria-label={request.message}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </form>
          )}
        </Modal>
      )}
    </DialogContext.Provider>
  );
}

/** The confirm/prompt helpers; falls back to the native dialogs outside a DialogProvider. */
export function useDialogs(): Dialogs {
  return useContext(DialogContext) ?? {
    confirm: (message) => Promise.resolve(globalThis.confirm(message)),
    prompt: (message, initial) =>
      Promise.resolve(globalThis.prompt(message, initial)),
  };
}
