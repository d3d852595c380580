import {
  BarChart3,
  CalendarDays,
  CreditCard,
  FileBarChart,
  GraduationCap,
  HandCoins,
  LayoutDashboard,
  type LucideIcon,
  Receipt,
  Settings,
  Sparkles,
  Users,
  Wallet,
} from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on its own path, not on the paths below it (an index of other items). */
  end?: boolean;
  /** The "+" link next to the item (SPEC §2 quick add). */
  quickAdd?: { label: string; to: string; adminOnly?: boolean };
  /** Opens a page the server keeps to admins: hidden from staff. */
  adminOnly?: boolean;
}

export interface NavSection {
  /** Heading shown above the section; the first section has none. */
  title?: string;
  items: NavItem[];
}

export const navSections: NavSection[] = [
  {
    items: [
      { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
      {
        label: "Estudiantes",
        to: "/students",
        icon: Users,
        quickAdd: { label: "Nuevo estudiante", to: "/students/new" },
      },
      {
        label: "Profesoras",
        to: "/teachers",
        icon: GraduationCap,
        quickAdd: { label: "Nueva profesora", to: "/teachers/new", adminOnly: true },
      },
      {
        label: "Clases",
        to: "/classes",
        icon: Sparkles,
        quickAdd: { label: "Nueva clase", to: "/classes/new", adminOnly: true },
      },
      {
        label: "Pagos",
        to: "/payments",
        icon: CreditCard,
        quickAdd: { label: "Nuevo pago", to: "/payments/new" },
      },
    ],
  },
  {
    title: "Reportes",
    items: [
      { label: "Todos los reportes", to: "/reports", icon: FileBarChart, end: true },
      { label: "Pagos pendientes", to: "/reports/outstanding-payments", icon: Receipt },
      {
        label: "Compensación profesoras",
        to: "/reports/teacher-compensation",
        icon: HandCoins,
        adminOnly: true,
      },
      { label: "Reporte financiero", to: "/reports/financial", icon: BarChart3, adminOnly: true },
    ],
  },
  {
    title: "Estudio",
    items: [
      { label: "Calendario", to: "/classes/calendar", icon: CalendarDays },
      { label: "Pago rápido", to: "/payments/quick", icon: Wallet },
      { label: "Configuración", to: "/settings", icon: Settings, adminOnly: true },
    ],
  },
];

/** The sections as a user of the given kind sees them: what they cannot open is left out. */
export function visibleNavSections(admin: boolean): NavSection[] {
  return navSections
    .map((section) => ({
      ...section,
      items: section.items
        .filter((item) => admin || !item.adminOnly)
        .map((item) =>
          !admin && item.quickAdd?.adminOnly ? { ...item, quickAdd: undefined } : item,
        ),
    }))
    .filter((section) => section.items.length > 0);
}
