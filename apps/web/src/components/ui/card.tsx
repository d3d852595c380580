import type { ComponentPropsWithRef } from "react";
import { cx } from "@/lib/class-names";

export function Card({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div
      className={cx("rounded-xl border border-line bg-surface shadow-xs", className)}
      {...props}
    />
  );
}
