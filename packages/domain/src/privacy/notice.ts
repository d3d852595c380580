/** What the default notice fills in from the studio's settings. */
export interface NoticeStudio {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * The privacy notice a studio starts from (Ley 21.719), in Spanish, speaking *tú* as the public
 * page does. The studio edits it in Settings → Privacidad and publishes its own versions; this
 * text is a starting point, not legal advice.
 */
export function defaultPrivacyNotice(
  studio: NoticeStudio,
  retentionYears: number,
  answerDays = 30,
): string {
  const channels = [studio.email, studio.phone].filter((v) => v.trim() !== "").join(" o ");
  // "escribiendo a x@y.cl" or, with no contact data set, "en la recepción del estudio".
  const contact = channels ? `escribiendo a ${channels}` : "en la recepción del estudio";
  const where = studio.address.trim() ? ` (${studio.address.trim()})` : "";
  return `# Aviso de privacidad de ${studio.name}

## Quién es responsable de tus datos
${studio.name}${where} es responsable de los datos personales que nos entregas al inscribirte o inscribir a un niño, niña o adolescente a tu cargo. Puedes contactarnos ${contact}.

## Para qué usamos tus datos y con qué base legal
- **Inscripción y clases** (nombre, RUT, fecha de nacimiento, contacto, apoderado/a): para ejecutar el contrato de clases que celebramos contigo.
- **Cobro de mensualidades** (pagos, recibos, recordatorios de pago): también por el contrato.
- **Fotos en la página pública**: solo con tu consentimiento.
- **Mensajes de difusión** (novedades, promociones): solo con tu consentimiento.
- **Notas de salud** (alergias, lesiones): solo con tu consentimiento; son datos sensibles y solo los ven la administración y las profesoras de tus clases.

Los datos de niños, niñas y adolescentes se tratan con el consentimiento de su apoderado/a legal.

## Con quién compartimos tus datos
No vendemos tus datos. Cuando te escribimos por WhatsApp, tu número pasa por la aplicación de Meta (WhatsApp), que tiene su propia política de privacidad. Tu banco o medio de pago conoce los pagos que haces.

## Cuánto tiempo los guardamos
Mientras seas estudiante y, después, hasta ${retentionYears} años desde el término de tu última inscripción (por obligaciones contables y tributarias). Luego los anonimizamos: los montos quedan en nuestros libros sin tu identidad. Nuestros respaldos se borran solos según su propio calendario, así que un dato eliminado puede permanecer en un respaldo hasta que este expire.

## Tus derechos
Tienes derecho de acceso, rectificación, supresión, oposición, portabilidad y bloqueo de tus datos, y a retirar un consentimiento cuando quieras, tan fácil como lo diste. Pídelo ${contact}: te responderemos dentro de ${answerDays} días. Si no quedas conforme, puedes reclamar ante la Agencia de Protección de Datos Personales.

## Seguridad
Protegemos tus datos con acceso por usuario y contraseña, registro de quién los consulta y respaldos. Si ocurre una vulneración de seguridad que te afecte, te lo informaremos.
`;
}
