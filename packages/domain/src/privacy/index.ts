export * from "./anonymize";
export * from "./deadlines";
export * from "./notice";
export * from "./purposes";
export * from "./retention";
