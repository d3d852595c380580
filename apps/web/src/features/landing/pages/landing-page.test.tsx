import { resolveSiteTexts, STANDARD_SITE_TEXT_FIELDS } from "@nova/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render-route";
import type { PublicClass } from "../api/get-public-classes";
import type { LandingData } from "../landing-data";
import { LandingPage } from "./landing-page";

const STUDIO = {
  name: "NOVA",
  description: "",
  address: "Av. Providencia 1234, Santiago",
  phone: "",
  whatsapp: "+56 9 8765 4321",
  instagram: "@novadanza",
  email: "hola@nova.cl",
  mapQuery: "",
};

const CLASSES = [
  {
    id: 1,
    name: "Ballet Inicial",
    description: "Técnica clásica para empezar.",
    teacherNames: ["Carla Muñoz", "Paz Rojas"],
    schedules: [
      { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 },
      { dayOfWeek: "WEDNESDAY", startHour: 9, startMinute: 30 },
    ],
  },
  { id: 2, name: "Salsa", description: null, teacherNames: [], schedules: [] },
];

function stubPublicApi(classes: () => Response) {
  const fetchMock = vi.fn(async (input: string) => {
    if (input === "/api/public/classes") return classes();
    if (input === "/api/public/studio") return jsonResponse(200, STUDIO);
    return jsonResponse(404, {});
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("LandingPage", () => {
  it("shows each published class with its teachers and schedule chips", async () => {
    stubPublicApi(() => jsonResponse(200, CLASSES));
    render(<LandingPage />);

    const ballet = (await screen.findByRole("heading", { name: "Ballet Inicial" })).closest("li");
    if (!ballet) throw new Error("class card not found");
    expect(ballet).toHaveTextContent("Técnica clásica para empezar.");
    expect(ballet).toHaveTextContent("Docentes: Carla Muñoz, Paz Rojas");
    const chips = within(within(ballet).getByRole("list")).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["Lunes 18:00", "Miércoles 09:30"]);
  });

  it("says when there are no classes yet", async () => {
    stubPublicApi(() => jsonResponse(200, []));
    render(<LandingPage />);

    expect(
      await screen.findByText("Próximamente publicaremos nuestras clases."),
    ).toBeInTheDocument();
  });

  it("says when the classes cannot be loaded, and tries again", async () => {
    let fail = true;
    stubPublicApi(() => (fail ? jsonResponse(500, {}) : jsonResponse(200, CLASSES)));
    render(<LandingPage />);

    expect(await screen.findByText("No se pudieron cargar las clases")).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { name: "Ballet Inicial" })).toBeInTheDocument();
  });

  it("links the studio's contact data from Settings and the current year", async () => {
    stubPublicApi(() => jsonResponse(200, []));
    render(<LandingPage />);

    expect(await screen.findByRole("link", { name: "+56 9 8765 4321" })).toHaveAttribute(
      "href",
      "https://wa.me/56987654321",
    );
    expect(screen.getByRole("link", { name: "@novadanza" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/novadanza/",
    );
    expect(screen.getByRole("link", { name: "hola@nova.cl" })).toHaveAttribute(
      "href",
      "mailto:hola@nova.cl",
    );
    // The map is a third party's: it loads only when asked for.
    expect(screen.queryByTitle("Mapa: Av. Providencia 1234, Santiago")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Ver mapa" }));
    expect(screen.getByTitle("Mapa: Av. Providencia 1234, Santiago")).toHaveAttribute(
      "src",
      "https://www.google.com/maps?q=Av.%20Providencia%201234%2C%20Santiago&output=embed",
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(String(new Date().getFullYear()));
    expect(screen.getByRole("link", { name: "Ingresar al sistema" })).toHaveAttribute(
      "href",
      "/login",
    );
  });

  it("draws the page from the data the server embedded, fetching nothing", () => {
    const fetchMock = stubPublicApi(() => jsonResponse(200, CLASSES));
    const ballet: PublicClass = {
      id: 1,
      name: "Ballet Inicial",
      description: "Técnica clásica para empezar.",
      teacherNames: ["Carla Muñoz"],
      schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
    };
    const data: LandingData = {
      site: {
        texts: resolveSiteTexts(
          { name: "Estudio Danza Ñuñoa", description: "" },
          STANDARD_SITE_TEXT_FIELDS,
        ),
        facts: null,
        sections: { classes: true, about: true, gallery: true, contact: true },
        photos: { hero: null, about: [], gallery: [] },
        contact: { ...STUDIO, name: "Estudio Danza Ñuñoa" },
        classes: [
          {
            ...ballet,
            type: "BALLET",
            level: null,
            minAge: null,
            maxAge: null,
            price: 28_000,
            durationHours: 1,
            schedules: [
              { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0, endHour: 19, endMinute: 0 },
            ],
            seatsLeft: 3,
            waitlist: false,
            nextSessions: ["2026-08-17"],
          },
        ],
        privacyNoticeVersion: "1",
      },
      origin: "https://danza.example",
      year: 2031,
    };
    const { container } = render(<LandingPage initial={data} />);

    // At once, with no loading state: what the server rendered from the same data.
    expect(
      screen.getByRole("heading", { level: 1, name: "Encuentra tu ritmo en Estudio Danza Ñuñoa" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ballet Inicial" })).toBeInTheDocument();
    expect(screen.getByText("Quedan 3 cupos")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hola@nova.cl" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031 Estudio Danza Ñuñoa");
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? "null")).toMatchObject({
      url: "https://danza.example/",
    });
    // The head is the server's: the page adds no title of its own.
    expect(document.querySelector("title")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
