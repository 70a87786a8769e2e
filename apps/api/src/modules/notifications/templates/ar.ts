import { formatNumber } from '@chairly/shared/format';
import { depositLine, withMember, type LocaleTexts } from './template-types';

const w = (f: Parameters<typeof withMember>[0]) => withMember(f, 'مع');

const plural = new Intl.PluralRules('ar');
const number = (n: number) => formatNumber(n, 'ar');

/**
 * "N hours" in Arabic, whose noun takes six forms by count (CLDR's zero, one, two, few, many,
 * other): one and two say the noun alone (ساعة واحدة, ساعتين), 3–10 the plural, 11–99 the singular.
 */
export function arabicHours(count: number | undefined): string {
  const n = count ?? 0;
  switch (plural.select(n)) {
    case 'one':
      return 'ساعة واحدة';
    case 'two':
      return 'ساعتين';
    case 'few':
      return `${number(n)} ساعات`;
    default:
      return `${number(n)} ساعة`;
  }
}

export const ar: LocaleTexts = {
  greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
  labels: { when: 'الموعد', services: 'الخدمات', where: 'المكان', fromStylist: 'ملاحظة من خبير التجميل', busy: 'مشغول', appointmentAt: (business) => `موعد لدى ${business}`, contact: { email: 'البريد الإلكتروني', phone: 'الهاتف' }, roles: { manager: 'مديرًا', staff: 'عضوًا في الفريق' } },
  kinds: {
    'booking-confirmed': {
      subject: (f) => `تم تأكيد موعدك${w(f)} لدى ${f.businessName}`,
      lines: (f) => [`تم تأكيد موعدك${w(f)} لدى ${f.businessName}.`, ...(f.deposit ? [`لقد دفعت عربونًا قدره ${f.deposit}؛ سيُخصم من السعر عند الدفع.`] : []), 'يضيف ملف التقويم المرفق الموعد إلى تقويمك.'],
    },
    'series-confirmed': {
      subject: (f) => `تم تأكيد مواعيدك لدى ${f.businessName}`,
      lines: (f) => [`حجز ${f.businessName} لك المواعيد التالية:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'يضيف ملف التقويم المرفق جميع المواعيد إلى تقويمك.'],
    },
    'series-cancelled': {
      subject: (f) => `تم إلغاء مواعيدك لدى ${f.businessName}`,
      lines: (f) => [`ألغى ${f.businessName} المواعيد التالية:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'يزيل ملف التقويم المرفق هذه المواعيد من تقويمك.'],
    },
    'booking-confirmed-stylist': {
      subject: (f) => `حجز جديد: ${f.customerName}، ${f.when}`,
      lines: (f) => [`حجز ${f.customerName} موعدًا${w(f)}.`, ...(f.deposit ? [`العربون المدفوع: ${f.deposit}.`] : [])],
    },
    'booking-cancelled': {
      subject: (f) => `تم إلغاء موعدك${w(f)} لدى ${f.businessName}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `لقد ألغيت موعدك${w(f)}.` : `ألغى ${f.businessName} موعدك${w(f)}.`, ...depositLine(f, { refunded: (d) => `سيُعاد عربونك البالغ ${d} إلى بطاقتك.`, kept: (d) => `يُحتفظ بعربونك البالغ ${d} وفقًا لسياسة الإلغاء.` })],
    },
    'booking-cancelled-stylist': {
      subject: (f) => `تم إلغاء موعد: ${f.customerName}، ${f.when}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `ألغى ${f.customerName} الموعد${w(f)}.` : 'لقد ألغيت هذا الموعد.', ...depositLine(f, { refunded: (d) => `سيُعاد العربون البالغ ${d} إلى العميل.`, kept: (d) => `يُحتفظ بالعربون البالغ ${d}.` })],
    },
    'appointment-reminder': {
      subject: (f) => `تذكير: موعدك${w(f)} لدى ${f.businessName}`,
      lines: (f) => [`نذكّرك بموعدك${w(f)} لدى ${f.businessName} بعد ${arabicHours(f.hours)} تقريبًا.`],
    },
    'appointment-moved': {
      subject: (f) => `موعدك${w(f)} لدى ${f.businessName} أصبح في ${f.when}`,
      lines: (f) => [
        f.movedBy === 'customer' ? `لقد نقلت موعدك${w(f)} لدى ${f.businessName} إلى ${f.when}.` : `نقل ${f.businessName} موعدك${w(f)} إلى ${f.when}.`,
        `كان موعدك في ${f.previousWhen}.`,
        'يحدّث ملف التقويم المرفق الموعد في تقويمك.',
      ],
    },
    'appointment-member-changed': {
      subject: (f) => `موعدك لدى ${f.businessName} أصبح الآن مع ${f.member}`,
      lines: (f) => [`نقل ${f.businessName} موعدك في ${f.when} إلى ${f.member}. يبقى الوقت كما هو.`],
    },
    'appointment-moved-stylist': {
      subject: (f) => `تم نقل موعد: ${f.customerName}، ${f.when}`,
      lines: (f) => [`نقل ${f.customerName} الموعد${w(f)} من ${f.previousWhen} إلى ${f.when}.`],
    },
    'review-request': {
      subject: (f) => `كيف كانت زيارتك إلى ${f.businessName}؟`,
      lines: (f) => [`شكرًا لزيارتك ${f.businessName}. يُرجى تخصيص دقيقة لتقييم موعدك${w(f)}:`, f.reviewUrl ?? ''],
    },
    'consultation-request': {
      subject: (f) => `طلب استشارة من ${f.customerName}`,
      lines: (f) => [`يطلب ${f.customerName} استشارة بشأن ${f.services}.`, `«${f.consultationMessage}»`, `وسيلة التواصل المفضلة: ${f.preferredContact} (${f.customerContact})`],
    },
    'fee-charged': {
      subject: (f) => `فرض ${f.businessName} رسومًا قدرها ${f.amount}`,
      lines: (f) => [`فرض ${f.businessName} رسومًا قدرها ${f.amount} على بطاقتك ${f.card}.`],
    },
    'card-needs-action': {
      subject: (f) => `بطاقتك تحتاج إلى تأكيدك لدى ${f.businessName}`,
      lines: (f) => [`يطلب منك مصرفك تأكيد دفعة قدرها ${f.amount} ببطاقتك ${f.card}.`, f.actionUrl ?? ''],
    },
    'trial-ending': {
      subject: () => 'فترتك التجريبية في Chairly تنتهي قريبًا',
      lines: (f) => [`تنتهي فترتك التجريبية المجانية في ${f.trialEnds}. اختر خطة ليستمر عمل تقويمك وحجوزاتك.`],
    },
    'member-invitation': {
      subject: (f) => `دعوة من ${f.inviterName} للانضمام إلى ${f.businessName} على Chairly`,
      lines: (f) => [
        `تمت دعوتك من ${f.inviterName} للانضمام إلى فريق ${f.businessName} على Chairly بصفتك ${f.memberRole}.`,
        'افتح هذا الرابط لتسجيل الدخول أو إنشاء حسابك وقبول الدعوة:',
        f.inviteUrl ?? '',
        `الرابط صالح حتى ${f.validUntil}. إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.`,
      ],
    },
    'member-booked': {
      subject: (f) => `موعد جديد: ${f.customerName}، ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) => (f.dates?.length ? [`لديك مواعيد جديدة مع ${f.customerName}:`, ...f.dates.map((d) => `– ${d}`)] : [`لديك موعد جديد مع ${f.customerName}.`]),
    },
    'member-cancelled': {
      subject: (f) => `تم إلغاء موعد: ${f.customerName}، ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) =>
        f.dates?.length
          ? [`تم إلغاء هذه المواعيد مع ${f.customerName}:`, ...f.dates.map((d) => `– ${d}`)]
          : [f.cancelledBy === 'customer' ? `ألغى ${f.customerName} الموعد.` : `تم إلغاء موعدك مع ${f.customerName}.`],
    },
    'member-moved': {
      subject: (f) => `تم نقل موعد: ${f.customerName}، ${f.when}`,
      lines: (f) => [`نُقل موعدك مع ${f.customerName} من ${f.previousWhen} إلى ${f.when}.`],
    },
    'member-reassigned': {
      subject: (f) => `الموعد الآن مع ${f.member}: ${f.customerName}، ${f.when}`,
      lines: (f) => [`موعدك مع ${f.customerName} في ${f.when} أصبح الآن مع ${f.member}. لم يعد في تقويمك.`],
    },
    'waitlist-offer': {
      subject: (f) => `توفّر موعد لدى ${f.businessName}`,
      lines: (f) => [`أصبح موعد تنتظره لدى ${f.businessName} متاحًا: ${f.when}.`, 'من يحجزه أولًا يحصل عليه. احجزه من هنا:', f.offerUrl ?? '', 'إذا حُجز قبلك، تبقى على قائمة الانتظار.'],
    },
    'waitlist-offer-held': {
      subject: (f) => `يحجز ${f.businessName} لك ${f.when}`,
      lines: (f) => [`يحجز ${f.businessName} لك ${f.when} حتى ${f.holdUntil}.`, 'أكّده من هنا:', f.offerUrl ?? ''],
    },
  },
};
