// The settings feature's public surface: a teacher's page shows a new account's password once.
export { OneTimePasswordDialog, type ShownPassword } from "./components/one-time-password-dialog";
