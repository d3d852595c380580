import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/test/render-route";
import type { TeacherListItem } from "../teacher";
import { TeacherCard } from "./teacher-card";

const base: TeacherListItem = {
  id: 7,
  firstName: "Ana",
  lastName: "Rojas",
  fullName: "Ana Rojas",
  email: "ana@nova.cl",
  phone: "+56 9 1234 5678",
  address: null,
  avatar: null,
  isStudioOwner: false,
  isOwner: false,
  classIds: [],
  assignedClasses: [],
  totalStudents: 3,
};

describe("TeacherCard", () => {
  it("shows the rate to an admin, whose answer carries it", () => {
    renderRoute(
      <ul>
        <TeacherCard teacher={{ ...base, sharePercentage: 50, compensationRate: 0.5 }} />
      </ul>,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("0 clases · 3 estudiantes · tasa 50%");
  });

  it("renders without pay for staff, whose answer leaves it out", () => {
    renderRoute(
      <ul>
        <TeacherCard teacher={base} />
      </ul>,
    );
    const card = screen.getByRole("listitem");
    expect(card).toHaveTextContent("0 clases · 3 estudiantes");
    expect(card).not.toHaveTextContent(/tasa|undefined/);
  });
});
