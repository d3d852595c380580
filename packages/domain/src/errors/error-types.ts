import { MAX_PAYMENT_AMOUNT } from "../enums/constants";
import { formatCLP } from "../money/format";

/** Every error code the API may answer with, and its HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  BAD_URL: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_PERMISSIONS: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  STUDENT_NOT_FOUND: 404,
  TEACHER_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  RECEIPT_NOT_FOUND: 404,
  ENROLLMENT_FEE_NOT_FOUND: 404,
  SCHOLARSHIP_NOT_FOUND: 404,
  SCHOLARSHIP_ALREADY_ENDED: 409,
  USER_NOT_FOUND: 404,
  CONSENT_NOT_FOUND: 404,
  PRIVACY_REQUEST_NOT_FOUND: 404,
  SITE_PHOTO_NOT_FOUND: 404,
  TRIAL_REQUEST_NOT_FOUND: 404,
  WAITLIST_ENTRY_NOT_FOUND: 404,
  GUARDIAN_NOT_FOUND: 404,
  GUARDIAN_NOT_OF_STUDENT: 422,
  ONLINE_ORDER_NOT_FOUND: 404,
  TAX_DOCUMENT_NOT_FOUND: 404,
  TRANSFER_NOTICE_NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  NOT_ENROLLED: 404,
  NOT_ASSIGNED: 404,
  DUPLICATE_PAYMENT: 409,
  PAYMENT_ALREADY_PROCESSED: 409,
  CLASS_FULL: 409,
  ALREADY_ENROLLED: 409,
  DUPLICATE_DNI: 409,
  DUPLICATE_GUARDIAN_RUT: 409,
  ALREADY_ASSIGNED: 409,
  ASSIGNMENT_OVERLAP: 409,
  CAPACITY_BELOW_ENROLLED: 409,
  DUPLICATE_USERNAME: 409,
  DUPLICATE_WAIVER: 409,
  DAY_CLOSED: 409,
  DAY_NOT_CLOSED: 409,
  USER_LIMIT_REACHED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  CONFLICT: 409,
  ERASURE_REFUSED: 409,
  CONSENT_ALREADY_WITHDRAWN: 409,
  TRANSFER_NOTICE_RESOLVED: 409,
  CORRECTION_REQUEST_NOT_FOUND: 404,
  CORRECTION_REQUEST_HANDLED: 409,
  PORTAL_LINK_INVALID: 401,
  PORTAL_LINK_MINOR: 409,
  PORTAL_LINK_HAS_PAYER: 409,
  PORTAL_LINK_NO_PHONE: 422,
  PORTAL_LINK_ERASED: 409,
  ONLINE_PAYMENTS_NOT_CONFIGURED: 422,
  PUBLIC_URL_REQUIRED: 422,
  TRANSFER_NOTICE_TOO_HIGH: 422,
  NOTHING_OWED: 422,
  PAYMENT_GATEWAY_ERROR: 502,
  INVALID_PAYMENT_AMOUNT: 422,
  PAYMENT_EXCEEDS_REMAINING: 422,
  LAST_ADMIN: 422,
  DAY_IN_FUTURE: 422,
  CASH_CLOSE_NOTE_REQUIRED: 422,
  WEAK_PASSWORD: 422,
  WRONG_PASSWORD: 422,
  PAYMENT_MONTH_INVALID: 422,
  STUDENT_NOT_ENROLLED: 422,
  MINOR_WITHOUT_GUARDIAN: 422,
  MINOR_WITHOUT_PAYER: 422,
  GUARDIAN_IS_PAYER: 422,
  PAYER_MISMATCH: 422,
  SESSION_NOT_FOUND: 422,
  SESSION_START_REQUIRED: 422,
  SESSION_IN_FUTURE: 422,
  ATTENDANCE_LOCKED: 422,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
} as const satisfies Record<string, number>;

export type ErrorType = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorType];

const maxAmount = formatCLP(MAX_PAYMENT_AMOUNT);

/**
 * The default Spanish message of each error type, written for the person at the desk.
 * UNAUTHORIZED mentions "token" on purpose: the web app logs out on a 401 whose message
 * contains it, while a wrong password (INVALID_CREDENTIALS) must not log anybody out.
 */
export const ERROR_MESSAGES: Record<ErrorType, string> = {
  VALIDATION_ERROR: "Los datos enviados no son válidos",
  BAD_REQUEST: "Solicitud inválida",
  INVALID_JSON: "El cuerpo de la solicitud no es un JSON válido",
  BAD_URL: "La dirección de la solicitud no es válida",
  REQUEST_TIMEOUT: "La solicitud tardó demasiado",
  PAYLOAD_TOO_LARGE: "La solicitud es demasiado grande",
  URI_TOO_LONG: "Un dato de la dirección es demasiado largo",
  UNSUPPORTED_MEDIA_TYPE: "Tipo de contenido no soportado; envíe JSON",
  TOO_MANY_LOGIN_ATTEMPTS: "Demasiados intentos fallidos. Intente nuevamente en unos minutos.",
  HEADERS_TOO_LARGE: "Los encabezados de la solicitud son demasiado grandes",
  DATABASE_UNAVAILABLE: "La base de datos no responde. Intente nuevamente en unos momentos.",
  // The server refuses work it could not do in time (issue 37): nothing was done, retrying is safe.
  SERVER_BUSY:
    "El sistema está atendiendo demasiadas solicitudes en este momento y no hizo nada con esta. Intente nuevamente en unos segundos.",
  UNAUTHORIZED: "El token de sesión no es válido o expiró. Inicie sesión nuevamente.",
  INVALID_CREDENTIALS: "Usuario o contraseña incorrectos",
  INSUFFICIENT_PERMISSIONS: "No tiene permisos para realizar esta acción",
  // Said to a person whose browser sent a write from another site's page (or to an operator
  // whose proxy changes the address): not a reason to log out (apps/web api-client.ts).
  CROSS_SITE_REQUEST:
    "Solicitud rechazada: viene de una página que no es la del estudio. Abra el sistema desde su dirección habitual e intente de nuevo.",
  NOT_FOUND: "El recurso solicitado no existe",
  STUDENT_NOT_FOUND: "Estudiante no encontrado",
  TEACHER_NOT_FOUND: "Profesora no encontrada",
  CLASS_NOT_FOUND: "Clase no encontrada",
  PAYMENT_NOT_FOUND: "Pago no encontrado",
  RECEIPT_NOT_FOUND: "Comprobante no encontrado",
  ENROLLMENT_FEE_NOT_FOUND: "Matrícula no encontrada",
  SCHOLARSHIP_NOT_FOUND: "Beca no encontrada",
  SCHOLARSHIP_ALREADY_ENDED: "La beca ya estaba anulada",
  USER_NOT_FOUND: "Usuario no encontrado",
  CONSENT_NOT_FOUND: "Consentimiento no encontrado",
  PRIVACY_REQUEST_NOT_FOUND: "Solicitud de datos no encontrada",
  ERASURE_REFUSED:
    "No se pueden eliminar los datos personales de esta persona todavía: revise el motivo indicado",
  CONSENT_ALREADY_WITHDRAWN: "Ese consentimiento ya fue retirado",
  SITE_PHOTO_NOT_FOUND: "La foto no existe",
  TRIAL_REQUEST_NOT_FOUND: "La solicitud no existe",
  WAITLIST_ENTRY_NOT_FOUND: "La persona ya no está en la lista de espera",
  GUARDIAN_NOT_FOUND: "Apoderado no encontrado",
  GUARDIAN_NOT_OF_STUDENT:
    "Ese apoderado no está vinculado al estudiante: solo da consentimientos por sus propios estudiantes",
  ONLINE_ORDER_NOT_FOUND: "No encontramos ese pago en línea",
  TAX_DOCUMENT_NOT_FOUND: "Documento tributario no encontrado",
  TRANSFER_NOTICE_NOT_FOUND: "Aviso de transferencia no encontrado",
  TRANSFER_NOTICE_RESOLVED: "Ese aviso de transferencia ya fue resuelto",
  CORRECTION_REQUEST_NOT_FOUND: "Solicitud de corrección no encontrada",
  CORRECTION_REQUEST_HANDLED: "Esa solicitud de corrección ya fue atendida",
  PORTAL_LINK_MINOR:
    "Es menor de edad: el enlace al portal es para su apoderado responsable de pago; envíelo desde su familia",
  PORTAL_LINK_HAS_PAYER:
    "Sus pagos los hace un apoderado: envíe el enlace al portal a esa persona, desde su familia",
  PORTAL_LINK_NO_PHONE:
    "Registre un teléfono chileno válido de la estudiante para enviarle el enlace al portal",
  PORTAL_LINK_ERASED:
    "Los datos personales de esta persona fueron eliminados: no se le puede enviar un enlace al portal",
  // The portal speaks tú to the family.
  PORTAL_LINK_INVALID:
    "Este enlace ya no sirve: se usó, venció o fue anulado. Pide uno nuevo al estudio por WhatsApp.",
  ONLINE_PAYMENTS_NOT_CONFIGURED:
    "El estudio todavía no recibe pagos en línea: puedes transferir y avisarnos desde aquí",
  PUBLIC_URL_REQUIRED:
    "Falta configurar la dirección pública del estudio (variable PUBLIC_URL del servidor, por ejemplo https://portal.miestudio.cl): sin ella no se pueden crear enlaces al portal ni pagos en línea. Vea docs/online-payments.md.",
  TRANSFER_NOTICE_TOO_HIGH:
    "El monto supera lo que tu familia tiene pendiente más un mes de clases",
  NOTHING_OWED: "No hay nada pendiente de pago en lo que elegiste",
  PAYMENT_GATEWAY_ERROR:
    "No pudimos comunicarnos con Flow y el pago no se inició. Se puede volver a intentar en unos minutos.",
  NOT_ENROLLED: "El estudiante no está inscrito en esta clase",
  NOT_ASSIGNED: "La profesora no está asignada a esta clase",
  DUPLICATE_PAYMENT: "Ya existe un pago registrado para este estudiante, clase y mes",
  PAYMENT_ALREADY_PROCESSED: "Todas las clases seleccionadas ya están pagadas para este mes",
  CLASS_FULL: "La clase alcanzó su cupo máximo de estudiantes",
  ALREADY_ENROLLED: "El estudiante ya está inscrito en esta clase",
  DUPLICATE_DNI: "Ya existe un estudiante registrado con ese DNI",
  DUPLICATE_GUARDIAN_RUT:
    "Ya existe un apoderado con ese RUT: búsquelo y selecciónelo en lugar de crearlo de nuevo",
  ALREADY_ASSIGNED: "La profesora ya está asignada a esta clase",
  ASSIGNMENT_OVERLAP: "La profesora ya estaba asignada a esta clase en esa fecha",
  CAPACITY_BELOW_ENROLLED: "El cupo no puede ser menor que el número de estudiantes inscritos",
  DUPLICATE_USERNAME: "Ya existe un usuario con ese nombre de usuario",
  DAY_CLOSED:
    "La caja de ese día ya está cerrada: un administrador debe reabrirla para registrar o eliminar pagos de ese día",
  DAY_NOT_CLOSED: "La caja de ese día no está cerrada",
  CASH_CLOSE_NOTE_REQUIRED:
    "El efectivo contado difiere del esperado: escriba una nota que explique la diferencia",
  DUPLICATE_WAIVER: "El recargo de ese mes ya fue condonado para este estudiante",
  USER_LIMIT_REACHED: "Se alcanzó el número máximo de usuarios permitido",
  IDEMPOTENCY_KEY_REUSED: "La clave de idempotencia ya se usó para otra solicitud",
  CONFLICT:
    "Otra operación registró los mismos datos al mismo tiempo. Actualice la página e intente nuevamente.",
  PAYMENT_EXCEEDS_REMAINING:
    "El monto supera lo que queda por pagar de ese mes; revise el saldo pendiente",
  INVALID_PAYMENT_AMOUNT: `El monto del pago debe ser un número entero de pesos mayor a 0 y no superior a ${maxAmount}`,
  LAST_ADMIN:
    "Debe quedar al menos un administrador activo: no se puede desactivar ni cambiar de rol al último",
  DAY_IN_FUTURE:
    "Ese día todavía no llega: solo se puede cerrar la caja de hoy o de un día anterior",
  WEAK_PASSWORD: "La contraseña no cumple la política de seguridad",
  WRONG_PASSWORD: "La contraseña actual no es correcta",
  PAYMENT_MONTH_INVALID: "El mes de pago no es válido",
  STUDENT_NOT_ENROLLED: "El estudiante no está inscrito en esta clase para el mes indicado",
  MINOR_WITHOUT_GUARDIAN:
    "Un estudiante menor de 18 años debe tener al menos un apoderado: agregue uno nuevo o seleccione uno existente",
  MINOR_WITHOUT_PAYER:
    "Un estudiante menor de 18 años debe tener un apoderado responsable de pago: marque uno de sus apoderados",
  GUARDIAN_IS_PAYER:
    "El apoderado es responsable de pago de un estudiante vigente: asigne otro responsable antes de eliminarlo",
  PAYER_MISMATCH:
    "El pago de una familia solo puede incluir estudiantes de quienes ese apoderado es responsable de pago",
  SESSION_NOT_FOUND:
    "Esa clase no tiene sesión en esa fecha (feriado, cierre del estudio o día sin horario)",
  SESSION_START_REQUIRED:
    "Esa clase tiene más de una sesión ese día: indique la hora de inicio (?start=HH:MM)",
  SESSION_IN_FUTURE: "Esa sesión todavía no ocurre: no se puede registrar su asistencia",
  ATTENDANCE_LOCKED:
    "La profesora puede corregir la asistencia solo el mismo día; después, un administrador",
  RATE_LIMITED: "Demasiadas solicitudes. Intente nuevamente en unos minutos.",
  INTERNAL_ERROR: "Ocurrió un error interno. Intente nuevamente más tarde.",
};
