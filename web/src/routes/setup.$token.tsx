/** /setup/$token : the first-run page; the one-time link Kamai prints at start creates the first admin here. */
import { type ReactNode, useState } from "react";
import {
  createFileRoute,
  getRouteApi,
  Link,
  useNavigate,
  useRouter,
} from "@tanstack/react-router";
import { AuthLayout } from "@/components/AuthLayout.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { useAuthForm } from "@/components/useAuthForm.ts";
import { checkSetupLink, createFirstAdmin } from "@/lib/auth_api.ts";
import { ApiError, messageOf } from "@/lib/api.ts";
import { validateSetup } from "@/lib/auth_validation.ts";
import { saveSession } from "@/lib/session.ts";
// The page's English rides in its route chunk; readyArea loads its Urdu (the page is outside the admin layout).
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

/** What the link's check answered: usable, already used (an admin exists), or not a link of ours. */
type LinkState = { kind: "valid" | "used" | "invalid"; message: string };

/** Reads the link's state; other failures (network, server) go to the error state with a retry. */
async function loadLinkState(token: string): Promise<LinkState> {
  try {
    const res = await checkSetupLink(token);
    return { kind: "valid", message: res.message };
  } catch (error) {
    if (error instanceof ApiError && error.code === "SETUP_DONE") {
      return { kind: "used", message: messageOf(error, "") };
    }
    if (error instanceof ApiError && error.code === "SETUP_LINK_INVALID") {
      return { kind: "invalid", message: messageOf(error, "") };
    }
    throw error;
  }
}

export const Route = createFileRoute("/setup/$token")({
  beforeLoad: () => readyArea("admin_people"),
  loader: ({ params }) => loadLinkState(params.token),
  pendingComponent: () => (
    <Titled>
      <Loading text={t("admp.setup.checking")} />
    </Titled>
  ),
  errorComponent: ({ error }) => <SetupLoadError error={error} />,
  component: SetupPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const routeApi = getRouteApi("/setup/$token");

/** The frame of every state of the page, with its title. */
function Titled({ children }: { children: ReactNode }) {
  usePageTitle(t("admp.setup.title"));
  return <AuthLayout title={t("admp.setup.title")}>{children}</AuthLayout>;
}

/** The link could not be checked (network or server): say so, and offer a retry. */
function SetupLoadError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <Titled>
      <div className="stack">
        <Alert>
          {messageOf(error, t("admp.setup.checkFailed"))}
        </Alert>
        <Button type="button" block onClick={() => router.invalidate()}>
          {t("admp.setup.retry")}
        </Button>
      </div>
    </Titled>
  );
}

/** The page: the first admin's form while the link is usable, otherwise why it is not. */
function SetupPage() {
  const state = routeApi.useLoaderData();
  if (state.kind === "valid") return <SetupForm prompt={state.message} />;
  return (
    <Titled>
      <div className="stack">
        <Alert tone={state.kind === "used" ? "info" : "error"}>
          {serverText(state.message)}
        </Alert>
        <Link className="btn btn-primary btn-block" to="/login">
          {t("admp.setup.signIn")}
        </Link>
      </div>
    </Titled>
  );
}

/** Email, password and confirmation of the first admin; on success the operator is signed in as that admin. */
function SetupForm({ prompt }: { prompt: string }) {
  const { token } = routeApi.useParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { error, errorId, errorFor, sending, onSubmit } = useAuthForm({
    validate: () => validateSetup({ email, password, confirm }),
    send: async () => {
      const session = await createFirstAdmin(token, { email, password });
      saveSession({
        token: session.token,
        role: session.role,
        approved: session.approved,
      });
      // A new install: the Overview, whose "Get started" checklist is the next step (docs/first-week.md).
      await navigate({ to: "/admin/overview" });
    },
    failure: t("admp.setup.failed"),
  });

  return (
    <Titled>
      <p>
        {serverText(prompt)} {t("admp.setup.once")}
      </p>
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t("admp.setup.form")}
      >
        {error && <Alert id={errorId}>{error}</Alert>}
        <TextField
          label={t("admp.setup.email")}
          name="email"
          errorId={errorFor("email")}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t("auth.password")}
          name="password"
          errorId={errorFor("password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint={t("register.passwordHint")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t("register.confirm")}
          name="confirmPassword"
          errorId={errorFor("confirm")}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" block size="lg" busy={sending}>
          {sending ? t("admp.setup.creating") : t("admp.setup.create")}
        </Button>
      </form>
    </Titled>
  );
}
