/** /verify/$token : verifies the email (never guarded), stores the session, then moves on after 0.8 s. */
import { useEffect, useState } from "react";
import {
  createFileRoute,
  getRouteApi,
  Link,
  useNavigate,
} from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Spinner } from "@/components/Spinner.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { type AuthSession, verifyEmail } from "@/lib/auth_api.ts";
import { messageOf } from "@/lib/api.ts";
import { saveSession } from "@/lib/session.ts";
import { serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/verify/$token")({ component: Verify });

// Read through getRouteApi, not Route, so the page chunk does not pull the route's definition out of the entry.
const routeApi = getRouteApi("/verify/$token");

/** Delay before moving on after a successful verification (docs/product.md §9). */
const REDIRECT_MS = 800;

// A verification token works once: share one request per token even if the page mounts twice.
const inFlight = new Map<string, Promise<AuthSession>>();

type State = { kind: "loading" } | {
  kind: "ok";
  message: string;
  approved: boolean;
} | {
  kind: "error";
  message: string;
};

function Verify() {
  usePageTitle(t("verify.pageTitle"));
  const { token } = routeApi.useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    let request = inFlight.get(token);
    if (!request) {
      request = verifyEmail(token);
      inFlight.set(token, request);
    }
    request.then((res) => {
      if (!res?.token) throw new Error("no token in the answer");
      saveSession({
        token: res.token,
        role: res.role || "user",
        approved: res.approved === true,
      });
      if (live) {
        setState({
          kind: "ok",
          message: res.message ? serverText(res.message) : t("verify.done"),
          approved: res.approved === true,
        });
      }
    }).catch((err) => {
      if (live) {
        setState({
          kind: "error",
          message: messageOf(err, t("verify.invalid")),
        });
      }
    });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.kind !== "ok") return;
    const timer = setTimeout(
      () =>
        navigate({ to: state.approved ? "/dashboard" : "/complete-profile" }),
      REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <AuthLayout title={t("verify.title")}>
      {state.kind === "loading" && (
        <div className="auth-status">
          <Spinner size="lg" label={t("verify.checking")} />
          <p>{t("verify.checkingDots")}</p>
        </div>
      )}
      {state.kind === "ok" && (
        <div className="stack">
          <Alert tone="success">{state.message}</Alert>
          <Link className="btn btn-primary btn-block" to="/complete-profile">
            {t("verify.completeProfile")}
          </Link>
        </div>
      )}
      {state.kind === "error" && (
        <div className="stack">
          <Alert>{state.message}</Alert>
          <Link className="btn btn-primary btn-block" to="/register">
            {t("verify.registerAgain")}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
