/** /setup/$token : the first-run page; the one-time link Kamai prints at start creates the first admin here. */
import { type ReactNode, useState } from "react";
import {
  createFileRoute,
  Link,
  useNavigate,
  useRouter,
} from "@tanstack/react-router";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { TextField } from "../components/Field.tsx";
import { Loading } from "../components/Spinner.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { useAuthForm } from "../components/useAuthForm.ts";
import { checkSetupLink, createFirstAdmin } from "../lib/auth_api.ts";
import { ApiError, messageOf } from "../lib/api.ts";
import { validateSetup } from "../lib/auth_validation.ts";
import { saveSession } from "../lib/session.ts";

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
  loader: ({ params }) => loadLinkState(params.token),
  pendingComponent: () => (
    <Titled>
      <Loading text="Checking the setup link..." />
    </Titled>
  ),
  errorComponent: ({ error }) => <SetupLoadError error={error} />,
  component: SetupPage,
});

const TITLE = "Set up Kamai";

/** The frame of every state of the page, with its title. */
function Titled({ children }: { children: ReactNode }) {
  usePageTitle(TITLE);
  return <AuthLayout title={TITLE}>{children}</AuthLayout>;
}

/** The link could not be checked (network or server): say so, and offer a retry. */
function SetupLoadError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <Titled>
      <div className="stack">
        <Alert>
          {messageOf(
            error,
            "Could not check the setup link. Is Kamai running?",
          )}
        </Alert>
        <Button type="button" block onClick={() => router.invalidate()}>
          Try again
        </Button>
      </div>
    </Titled>
  );
}

/** The page: the first admin's form while the link is usable, otherwise why it is not. */
function SetupPage() {
  const state = Route.useLoaderData();
  if (state.kind === "valid") return <SetupForm prompt={state.message} />;
  return (
    <Titled>
      <div className="stack">
        <Alert tone={state.kind === "used" ? "info" : "error"}>
          {state.message}
        </Alert>
        <Link className="btn btn-primary btn-block" to="/login">
          Go to sign in
        </Link>
      </div>
    </Titled>
  );
}

/** Email, password and confirmation of the first admin; on success the operator is signed in as that admin. */
function SetupForm({ prompt }: { prompt: string }) {
  const { token } = Route.useParams();
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
      await navigate({ to: "/admin/profiles" });
    },
    failure: "Could not create the admin account",
  });

  return (
    <Titled>
      <p>
        {prompt}{" "}
        This link works once: it stops working as soon as the account exists.
      </p>
      <form
        className="auth-form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Create the first admin"
      >
        {error && <Alert id={errorId}>{error}</Alert>}
        <TextField
          label="Admin email"
          name="email"
          errorId={errorFor("email")}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          errorId={errorFor("password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint="At least 6 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          errorId={errorFor("confirm")}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" block size="lg" busy={sending}>
          {sending ? "Creating…" : "Create admin account"}
        </Button>
      </form>
    </Titled>
  );
}
