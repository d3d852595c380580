import {
  AlertCircle,
  BarChart3,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  CreditCard,
  FileBarChart,
  GraduationCap,
  HandCoins,
  Inbox,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MailCheck,
  Receipt,
  Settings,
  ShieldCheck,
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
  /** A count shown beside the label (the new trial requests). */
  badge?: "trial-requests";
  /** The "+" link next to the item (docs/product/screens.md#layout quick add). */
  quickAdd?: { label: string; to: string };
}

export interface NavSection {
  /** Heading shown above the section; the first section has none. */
  title?: string;
  items: NavItem[];
}

/** A list of records with the "+" beside it that opens the record's create form (`<to>/new`). */
function recordList(label: string, to: string, icon: LucideIcon, addLabel: string): NavItem {
  return { label, to, icon, quickAdd: { label: addLabel, to: `${to}/new` } };
}

export const navSections: NavSection[] = [
  {
    items: [
      { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
      recordList("Estudiantes", "/students", Users, "Nuevo estudiante"),
      recordList("Profesoras", "/teachers", GraduationCap, "Nueva profesora"),
      recordList("Clases", "/classes", Sparkles, "Nueva clase"),
      recordList("Pagos", "/payments", CreditCard, "Nuevo pago"),
      { label: "Solicitudes", to: "/solicitudes", icon: Inbox, badge: "trial-requests" },
      // Issue 30: transfers families announced, their correction requests, online credits.
      { label: "Bandeja de familias", to: "/bandeja", icon: MailCheck },
    ],
  },
  {
    title: "Reportes",
    items: [
      { label: "Todos los reportes", to: "/reports", icon: FileBarChart, end: true },
      { label: "Pagos pendientes", to: "/reports/outstanding-payments", icon: Receipt },
      // Issue 36: everything owed today (the dashboard's total), every month and matrícula.
      { label: "Deudas", to: "/reports/debts", icon: AlertCircle },
      {
        label: "Compensación profesoras",
        to: "/reports/teacher-compensation",
        icon: HandCoins,
      },
      { label: "Reporte financiero", to: "/reports/financial", icon: BarChart3 },
      { label: "Asistencia por clase", to: "/reports/attendance", icon: ClipboardList },
    ],
  },
  {
    title: "Estudio",
    items: [
      { label: "Asistencia", to: "/asistencia", icon: ClipboardCheck },
      { label: "Calendario", to: "/classes/calendar", icon: CalendarDays },
      { label: "Pago rápido", to: "/payments/quick", icon: Wallet },
      // Reception closes the day; reopening it is the owner's, inside the page.
      { label: "Cierre de caja", to: "/cash-close", icon: Landmark },
      { label: "Derechos de datos", to: "/privacy/requests", icon: ShieldCheck },
      { label: "Configuración", to: "/settings", icon: Settings },
    ],
  },
];

/** The sections as the user sees them: links to what `canOpen` refuses are left out. */
export function visibleNavSections(canOpen: (path: string) => boolean): NavSection[] {
  return navSections
    .map((section) => ({
      ...section,
      items: section.items
        .filter((item) => canOpen(item.to))
        .map((item) =>
          item.quickAdd && !canOpen(item.quickAdd.to) ? { ...item, quickAdd: undefined } : item,
        ),
    }))
    .filter((section) => section.items.length > 0);
}
