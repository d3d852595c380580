// The auth feature's public surface for the app shell: the password dialog of the top bar. The
// session itself (who is signed in, her permissions, the route guards) is src/entities/session.
export { ChangePasswordDialog } from "./components/change-password-dialog";
