import type { LanguageCode } from '@tightlines/domain/i18n/languages';
import type { PayloadType } from '@tightlines/domain/notifications/payload';

/**
 * The words of notifications for the e-mail digest, in every language the app speaks. The web renders the same
 * texts from its locale files (notifications:kinds); the server cannot read those (server and web share only
 * domain), so this catalogue carries its own copy. `{{name}}` placeholders are filled by render.ts.
 */
export interface NotificationCatalogue {
  /** Who did it, when their name is unknown. */
  someone: string;
  /** A notification with neither params nor stored text. */
  fallback: string;
  /** Per type: the title; the body when it is a sentence; otherwise the body is the quote, or `empty` without one. */
  kinds: Record<PayloadType, { title: string; body?: string; empty?: string }>;
  digest: {
    title: string;
    heading: string;
    subjectMany: string;
    more: string;
    open: string;
    footer: string;
    preferences: string;
    defaultName: string;
  };
}

export const CATALOGUES: Record<LanguageCode, NotificationCatalogue> = {
  en: {
    someone: 'Someone',
    fallback: 'New notification',
    kinds: {
      follow: {
        title: 'New follower',
        body: '{{actorName}} started following you',
      },
      like: {
        title: '{{actorName}} liked your post',
        empty: 'Your photo',
      },
      mention: {
        title: '{{actorName}} mentioned you',
        empty: 'In a post',
      },
      comment: {
        title: '{{actorName}} commented on your post',
      },
      comment_reply: {
        title: '{{actorName}} replied to your comment',
      },
      catch_rejected: {
        title: 'Catch rejected',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Re-submission requested',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Catch approved',
        body: '{{eventName}}: your {{species}} is on the leaderboard',
      },
      registration_confirmed: {
        title: 'Registration confirmed',
        body: '{{entrantName}} is entered in {{eventName}}',
      },
      team_member_joined: {
        title: 'New team member',
        body: '{{actorName}} joined {{teamName}} with your invitation',
      },
      event_tomorrow: {
        title: '{{eventName}} starts tomorrow',
        body: 'Check the schedule and rules, and get your gear ready.',
      },
      top_three_entered: {
        title: 'Into the top three',
        body: '{{entrantName}} is now #{{rank}} in {{eventName}}',
      },
      top_three_left: {
        title: 'Out of the top three',
        body: '{{entrantName}} is now #{{rank}} in {{eventName}}',
      },
      report_actioned: {
        title: 'Your report was acted on',
        body: 'Thank you. A moderator reviewed what you reported and took action.',
      },
      report_dismissed: {
        title: 'Your report was reviewed',
        body: 'Thank you. A moderator found that it does not break the community rules.',
      },
      moderation_warning: { title: 'A warning from the moderators', body: '{{reason}}' },
      content_hidden: { title: 'Your content was hidden', body: '{{reason}}' },
      content_removed: { title: 'Your content was removed', body: '{{reason}}' },
      account_suspended: { title: 'Your account is suspended', body: '{{reason}}' },
      strike_received: { title: 'Strike {{strikes}} of {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'Your content is visible again', body: 'A moderator restored it.' },
      appeal_reversed: { title: 'Your appeal was accepted', body: 'The decision was reversed.' },
      appeal_upheld: { title: 'Your appeal was reviewed', body: 'The decision stands.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Request to join {{groupName}}',
        body: '{{actorName}} asked to join {{groupName}}',
      },
      group_request_approved: {
        title: 'Welcome to {{groupName}}',
        body: 'Your request to join {{groupName}} was approved',
      },
      group_post: { title: '{{actorName}} posted in {{groupName}}', empty: 'A new photo' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'New event in {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} changed',
        body: 'The time or place changed. Check the details.',
      },
      community_event_cancelled: {
        title: '{{eventName}} is cancelled',
        body: 'The organiser cancelled this event.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} replied in “{{threadTitle}}”' },
      forum_mention: { title: '{{actorName}} mentioned you in “{{threadTitle}}”' },
      forum_answer_accepted: { title: 'Your answer in “{{threadTitle}}” was accepted' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Payment received: {{description}}' },
      payment_failed: { title: 'Your payment for {{description}} did not go through' },
      hold_expired: { title: 'The place held for {{description}} was released' },
      refund_issued: { title: 'Refund issued for {{description}}' },
      refund_failed: { title: 'A refund for {{description}} failed' },
      dispute_opened: { title: 'A payment for {{description}} is disputed' },
      dispute_closed: { title: 'The dispute about {{description}} is closed' },
      payout_paid: { title: 'A payout is on its way to you' },
      payout_failed: { title: 'A payout to you failed' },
      subscription_changed: { title: 'Your {{planName}} subscription changed' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'New request for {{listingName}}',
        body: '{{anglerName}} asks for {{tripDate}}, party of {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} answered your request' },
      charter_request_expired: {
        title: 'Your request for {{listingName}} expired',
        body: 'No answer came in time. Try another date or another listing.',
      },
      charter_booking_confirmed: { title: 'Booking confirmed: {{listingName}}' },
      charter_booking_cancelled: { title: 'Booking cancelled: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Booking moved: {{listingName}}' },
      charter_booking_completed: {
        title: 'How was your trip with {{listingName}}?',
        body: 'Leave a review to help other anglers choose.',
      },
      charter_trip_reminder: { title: 'Your trip with {{listingName}} is coming up' },
      charter_review_received: { title: 'New review of {{listingName}}', body: '{{rating}} out of 5' },
      charter_review_reply: {
        title: 'Reply to your review of {{listingName}}',
        body: 'The owner answered your review.',
      },
      achievement_unlocked: { title: 'Achievement unlocked: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'News about your listing {{listingName}}' },
      scheduled_post_failed: { title: 'Could not publish your scheduled post', empty: 'Your scheduled post' },
    },
    digest: {
      title: 'Your Tightlines notifications',
      heading: 'Hi {{name}}, here is what you missed',
      subjectMany: 'You have {{count}} new notifications on Tightlines',
      more: '…and {{count}} more.',
      open: 'Open Tightlines',
      footer: 'Too many e-mails? Choose which notifications reach your inbox in your {{link}}.',
      preferences: 'notification preferences',
      defaultName: 'angler',
    },
  },
  ja: {
    someone: 'だれか',
    fallback: '新しいお知らせ',
    kinds: {
      follow: {
        title: '新しいフォロワー',
        body: '{{actorName}}さんがあなたをフォローしました',
      },
      like: {
        title: '{{actorName}}さんがあなたの投稿にいいねしました',
        empty: 'あなたの写真',
      },
      mention: {
        title: '{{actorName}}さんがあなたをメンションしました',
        empty: '投稿の中で',
      },
      comment: {
        title: '{{actorName}}さんがあなたの投稿にコメントしました',
      },
      comment_reply: {
        title: '{{actorName}}さんがあなたのコメントに返信しました',
      },
      catch_rejected: {
        title: '釣果が却下されました',
        body: '{{eventName}}：{{reason}}',
      },
      catch_resubmit: {
        title: '再提出が求められています',
        body: '{{eventName}}：{{reason}}',
      },
      catch_approved: {
        title: '釣果が承認されました',
        body: '{{eventName}}：あなたの{{species}}がリーダーボードに載りました',
      },
      registration_confirmed: {
        title: 'エントリーが確定しました',
        body: '{{entrantName}}が{{eventName}}にエントリーしました',
      },
      team_member_joined: {
        title: '新しいチームメンバー',
        body: '{{actorName}}さんが招待から{{teamName}}に参加しました',
      },
      event_tomorrow: {
        title: '{{eventName}}は明日開始',
        body: 'スケジュールとルールを確認して、道具を準備しましょう。',
      },
      top_three_entered: {
        title: 'トップ3入り',
        body: '{{entrantName}}は{{eventName}}で現在{{rank}}位です',
      },
      top_three_left: {
        title: 'トップ3から外れました',
        body: '{{entrantName}}は{{eventName}}で現在{{rank}}位です',
      },
      report_actioned: {
        title: '通報への対応が行われました',
        body: 'ありがとうございます。モデレーターが通報内容を確認し、対応しました。',
      },
      report_dismissed: {
        title: '通報を確認しました',
        body: 'ありがとうございます。モデレーターが確認した結果、コミュニティルール違反ではありませんでした。',
      },
      moderation_warning: { title: 'モデレーターからの警告', body: '{{reason}}' },
      content_hidden: { title: 'あなたのコンテンツが非表示になりました', body: '{{reason}}' },
      content_removed: { title: 'あなたのコンテンツが削除されました', body: '{{reason}}' },
      account_suspended: { title: 'あなたのアカウントは利用停止中です', body: '{{reason}}' },
      strike_received: { title: '違反ポイント {{strikes}}/{{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'あなたのコンテンツが再び表示されています',
        body: 'モデレーターが元に戻しました。',
      },
      appeal_reversed: { title: '異議申し立てが認められました', body: '判断は取り消されました。' },
      appeal_upheld: { title: '異議申し立てを確認しました', body: '判断は変わりません。' },
      // Groups (issue 16)
      group_join_request: {
        title: '{{groupName}}への参加リクエスト',
        body: '{{actorName}}さんが{{groupName}}への参加をリクエストしました',
      },
      group_request_approved: {
        title: '{{groupName}}へようこそ',
        body: '{{groupName}}への参加リクエストが承認されました',
      },
      group_post: { title: '{{actorName}}さんが{{groupName}}に投稿しました', empty: '新しい写真' },
      // Community events and calendar (events-server)
      community_event_created: { title: '{{groupName}} に新しいイベント', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} が変更されました',
        body: '日時または場所が変わりました。詳細を確認してください。',
      },
      community_event_cancelled: {
        title: '{{eventName}} は中止されました',
        body: '主催者がこのイベントを中止しました。',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}}さんが「{{threadTitle}}」に返信しました' },
      forum_mention: { title: '{{actorName}}さんが「{{threadTitle}}」であなたをメンションしました' },
      forum_answer_accepted: { title: '「{{threadTitle}}」でのあなたの回答が採用されました' },
      // Payments (issue 17)
      payment_succeeded: { title: 'お支払いを受け付けました: {{description}}' },
      payment_failed: { title: '{{description}} のお支払いが完了しませんでした' },
      hold_expired: { title: '{{description}} の確保枠が解除されました' },
      refund_issued: { title: '{{description}} の返金を行いました' },
      refund_failed: { title: '{{description}} の返金に失敗しました' },
      dispute_opened: { title: '{{description}} の支払いに異議が申し立てられました' },
      dispute_closed: { title: '{{description}} の異議申し立てが終了しました' },
      payout_paid: { title: 'お支払い（送金）が手続きされました' },
      payout_failed: { title: 'あなたへの送金に失敗しました' },
      subscription_changed: { title: '{{planName}} のサブスクリプションが変更されました' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: '{{listingName}} に新しいリクエスト',
        body: '{{anglerName}} さんが {{tripDate}} を希望(人数 {{partySize}})',
      },
      charter_request_answered: { title: '{{listingName}} からリクエストへの返答がありました' },
      charter_request_expired: {
        title: '{{listingName}} へのリクエストの期限が切れました',
        body: '期限内に返答がありませんでした。別の日付か別の掲載をお試しください。',
      },
      charter_booking_confirmed: { title: '予約確定: {{listingName}}' },
      charter_booking_cancelled: { title: '予約キャンセル: {{listingName}}' },
      charter_booking_rescheduled: { title: '予約日変更: {{listingName}}' },
      charter_booking_completed: {
        title: '{{listingName}} での釣行はいかがでしたか?',
        body: 'レビューを書いて、ほかの釣り人の参考にしてください。',
      },
      charter_trip_reminder: { title: '{{listingName}} での釣行が近づいています' },
      charter_review_received: { title: '{{listingName}} に新しいレビュー', body: '5 点中 {{rating}} 点' },
      charter_review_reply: {
        title: '{{listingName}} のレビューに返信がありました',
        body: 'オーナーがあなたのレビューに返信しました。',
      },
      achievement_unlocked: { title: '実績を解除しました: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: '掲載 {{listingName}} についてのお知らせ' },
      scheduled_post_failed: { title: '予約投稿を公開できませんでした', empty: '予約した投稿' },
    },
    digest: {
      title: 'Tightlines のお知らせ',
      heading: '{{name}}さん、見逃したお知らせです',
      subjectMany: 'Tightlines の新しいお知らせ：{{count}} 件',
      more: '…ほか {{count}} 件',
      open: 'Tightlines を開く',
      footer: 'メールが多すぎますか？受け取るお知らせは{{link}}で選べます。',
      preferences: '通知設定',
      defaultName: '釣り人',
    },
  },
  ar: {
    someone: 'شخص ما',
    fallback: 'إشعار جديد',
    kinds: {
      follow: {
        title: 'متابع جديد',
        body: 'بدأ {{actorName}} متابعتك',
      },
      like: {
        title: 'أعجب {{actorName}} بمنشورك',
        empty: 'صورتك',
      },
      mention: {
        title: 'أشار إليك {{actorName}}',
        empty: 'في منشور',
      },
      comment: {
        title: 'علّق {{actorName}} على منشورك',
      },
      comment_reply: {
        title: 'ردّ {{actorName}} على تعليقك',
      },
      catch_rejected: {
        title: 'رُفض الصيد',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'مطلوب إعادة الإرسال',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'تمت الموافقة على الصيدة',
        body: '{{eventName}}: صيدتك من {{species}} في لوحة الصدارة',
      },
      registration_confirmed: {
        title: 'تم تأكيد التسجيل',
        body: 'تم تسجيل {{entrantName}} في {{eventName}}',
      },
      team_member_joined: {
        title: 'عضو جديد في الفريق',
        body: 'انضم {{actorName}} إلى {{teamName}} عبر دعوتك',
      },
      event_tomorrow: {
        title: 'تبدأ {{eventName}} غدًا',
        body: 'راجع الجدول والقواعد، وجهّز معداتك.',
      },
      top_three_entered: {
        title: 'ضمن المراكز الثلاثة الأولى',
        body: 'أصبح {{entrantName}} في المركز {{rank}} في {{eventName}}',
      },
      top_three_left: {
        title: 'خارج المراكز الثلاثة الأولى',
        body: 'أصبح {{entrantName}} في المركز {{rank}} في {{eventName}}',
      },
      report_actioned: {
        title: 'تم اتخاذ إجراء بشأن بلاغك',
        body: 'شكرًا لك. راجع أحد المشرفين ما أبلغت عنه واتخذ إجراءً.',
      },
      report_dismissed: {
        title: 'تمت مراجعة بلاغك',
        body: 'شكرًا لك. وجد أحد المشرفين أنه لا يخالف قواعد المجتمع.',
      },
      moderation_warning: { title: 'تحذير من المشرفين', body: '{{reason}}' },
      content_hidden: { title: 'تم إخفاء المحتوى الخاص بك', body: '{{reason}}' },
      content_removed: { title: 'تمت إزالة المحتوى الخاص بك', body: '{{reason}}' },
      account_suspended: { title: 'تم تعليق حسابك', body: '{{reason}}' },
      strike_received: { title: 'المخالفة {{strikes}} من {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'المحتوى الخاص بك ظاهر من جديد', body: 'أعاده أحد المشرفين.' },
      appeal_reversed: { title: 'تم قبول اعتراضك', body: 'تم إلغاء القرار.' },
      appeal_upheld: { title: 'تمت مراجعة اعتراضك', body: 'يبقى القرار كما هو.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'طلب انضمام إلى {{groupName}}',
        body: 'طلب {{actorName}} الانضمام إلى {{groupName}}',
      },
      group_request_approved: {
        title: 'مرحبًا بك في {{groupName}}',
        body: 'تمت الموافقة على طلب انضمامك إلى {{groupName}}',
      },
      group_post: { title: 'نشر {{actorName}} في {{groupName}}', empty: 'صورة جديدة' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'فعالية جديدة في {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: 'تغيّرت {{eventName}}',
        body: 'تغيّر الموعد أو المكان. راجع التفاصيل.',
      },
      community_event_cancelled: { title: 'أُلغيت {{eventName}}', body: 'ألغى المنظّم هذه الفعالية.' },
      // Forums (issue 16)
      forum_reply: { title: 'ردّ {{actorName}} في «{{threadTitle}}»' },
      forum_mention: { title: 'أشار إليك {{actorName}} في «{{threadTitle}}»' },
      forum_answer_accepted: { title: 'تم قبول إجابتك في «{{threadTitle}}»' },
      // Payments (issue 17)
      payment_succeeded: { title: 'تم استلام الدفع: {{description}}' },
      payment_failed: { title: 'لم تكتمل دفعتك مقابل {{description}}' },
      hold_expired: { title: 'تم تحرير المكان المحجوز لـ {{description}}' },
      refund_issued: { title: 'تم رد المبلغ مقابل {{description}}' },
      refund_failed: { title: 'فشل استرداد المبلغ مقابل {{description}}' },
      dispute_opened: { title: 'هناك اعتراض على دفعة مقابل {{description}}' },
      dispute_closed: { title: 'أُغلق الاعتراض على {{description}}' },
      payout_paid: { title: 'دفعة في طريقها إليك' },
      payout_failed: { title: 'فشل تحويل دفعة إليك' },
      subscription_changed: { title: 'تغيّر اشتراكك في {{planName}}' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'طلب جديد لـ {{listingName}}',
        body: '{{anglerName}} يطلب {{tripDate}}، مجموعة من {{partySize}}',
      },
      charter_request_answered: { title: 'ردّ {{listingName}} على طلبك' },
      charter_request_expired: {
        title: 'انتهت صلاحية طلبك لـ {{listingName}}',
        body: 'لم يصل رد في الوقت المحدد. جرّب تاريخًا آخر أو عرضًا آخر.',
      },
      charter_booking_confirmed: { title: 'تم تأكيد الحجز: {{listingName}}' },
      charter_booking_cancelled: { title: 'تم إلغاء الحجز: {{listingName}}' },
      charter_booking_rescheduled: { title: 'تم نقل الحجز: {{listingName}}' },
      charter_booking_completed: {
        title: 'كيف كانت رحلتك مع {{listingName}}؟',
        body: 'اكتب تقييمًا لتساعد الصيادين الآخرين على الاختيار.',
      },
      charter_trip_reminder: { title: 'رحلتك مع {{listingName}} تقترب' },
      charter_review_received: { title: 'تقييم جديد لـ {{listingName}}', body: '{{rating}} من 5' },
      charter_review_reply: { title: 'رد على تقييمك لـ {{listingName}}', body: 'ردّ المالك على تقييمك.' },
      achievement_unlocked: { title: 'تم فتح إنجاز: {{name}}', body: '+{{points}} نقطة خبرة' },
      charter_listing_reviewed: { title: 'مستجدات عن عرضك {{listingName}}' },
      scheduled_post_failed: { title: 'تعذّر نشر منشورك المجدول', empty: 'منشورك المجدول' },
    },
    digest: {
      title: 'إشعاراتك على Tightlines',
      heading: 'مرحبًا {{name}}، إليك ما فاتك',
      subjectMany: 'إشعارات جديدة على Tightlines: {{count}}',
      more: '…والمزيد: {{count}}',
      open: 'افتح Tightlines',
      footer: 'هل تصلك رسائل كثيرة؟ اختر الإشعارات التي تصل إلى بريدك في {{link}}.',
      preferences: 'تفضيلات الإشعارات',
      defaultName: 'صيّاد',
    },
  },
  es: {
    someone: 'Alguien',
    fallback: 'Nueva notificación',
    kinds: {
      follow: {
        title: 'Nuevo seguidor',
        body: '{{actorName}} empezó a seguirte',
      },
      like: {
        title: 'A {{actorName}} le gustó tu publicación',
        empty: 'Tu foto',
      },
      mention: {
        title: '{{actorName}} te mencionó',
        empty: 'En una publicación',
      },
      comment: {
        title: '{{actorName}} comentó tu publicación',
      },
      comment_reply: {
        title: '{{actorName}} respondió a tu comentario',
      },
      catch_rejected: {
        title: 'Captura rechazada',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Se pide volver a enviar',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Captura aprobada',
        body: '{{eventName}}: tu {{species}} ya está en la clasificación',
      },
      registration_confirmed: {
        title: 'Inscripción confirmada',
        body: '{{entrantName}} está inscrito en {{eventName}}',
      },
      team_member_joined: {
        title: 'Nuevo miembro del equipo',
        body: '{{actorName}} se unió a {{teamName}} con tu invitación',
      },
      event_tomorrow: {
        title: '{{eventName}} empieza mañana',
        body: 'Revisa el horario y las reglas, y prepara tu equipo.',
      },
      top_three_entered: {
        title: 'Entre los tres primeros',
        body: '{{entrantName}} está ahora en el puesto {{rank}} de {{eventName}}',
      },
      top_three_left: {
        title: 'Fuera de los tres primeros',
        body: '{{entrantName}} está ahora en el puesto {{rank}} de {{eventName}}',
      },
      report_actioned: {
        title: 'Se tomaron medidas sobre tu denuncia',
        body: 'Gracias. Un moderador revisó lo que denunciaste y tomó medidas.',
      },
      report_dismissed: {
        title: 'Tu denuncia fue revisada',
        body: 'Gracias. Un moderador determinó que no incumple las normas de la comunidad.',
      },
      moderation_warning: { title: 'Una advertencia de los moderadores', body: '{{reason}}' },
      content_hidden: { title: 'Tu contenido fue ocultado', body: '{{reason}}' },
      content_removed: { title: 'Tu contenido fue eliminado', body: '{{reason}}' },
      account_suspended: { title: 'Tu cuenta está suspendida', body: '{{reason}}' },
      strike_received: { title: 'Falta {{strikes}} de {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'Tu contenido vuelve a estar visible', body: 'Un moderador lo restauró.' },
      appeal_reversed: { title: 'Tu apelación fue aceptada', body: 'La decisión se revocó.' },
      appeal_upheld: { title: 'Tu apelación fue revisada', body: 'La decisión se mantiene.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Solicitud para unirse a {{groupName}}',
        body: '{{actorName}} pidió unirse a {{groupName}}',
      },
      group_request_approved: {
        title: 'Bienvenido a {{groupName}}',
        body: 'Se aprobó tu solicitud para unirte a {{groupName}}',
      },
      group_post: { title: '{{actorName}} publicó en {{groupName}}', empty: 'Una foto nueva' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Nuevo evento en {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} ha cambiado',
        body: 'Cambió la hora o el lugar. Revisa los detalles.',
      },
      community_event_cancelled: {
        title: '{{eventName}} se ha cancelado',
        body: 'El organizador canceló este evento.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} respondió en «{{threadTitle}}»' },
      forum_mention: { title: '{{actorName}} te mencionó en «{{threadTitle}}»' },
      forum_answer_accepted: { title: 'Tu respuesta en «{{threadTitle}}» fue aceptada' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Pago recibido: {{description}}' },
      payment_failed: { title: 'Tu pago de {{description}} no se completó' },
      hold_expired: { title: 'Se liberó la plaza reservada para {{description}}' },
      refund_issued: { title: 'Reembolso emitido para {{description}}' },
      refund_failed: { title: 'Falló un reembolso de {{description}}' },
      dispute_opened: { title: 'Se disputa un pago de {{description}}' },
      dispute_closed: { title: 'La disputa sobre {{description}} se cerró' },
      payout_paid: { title: 'Un pago va en camino a tu cuenta' },
      payout_failed: { title: 'Falló un pago a tu cuenta' },
      subscription_changed: { title: 'Tu suscripción {{planName}} cambió' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Nueva solicitud para {{listingName}}',
        body: '{{anglerName}} pide el {{tripDate}}, grupo de {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} respondió a tu solicitud' },
      charter_request_expired: {
        title: 'Tu solicitud para {{listingName}} caducó',
        body: 'No llegó respuesta a tiempo. Prueba otra fecha u otro anuncio.',
      },
      charter_booking_confirmed: { title: 'Reserva confirmada: {{listingName}}' },
      charter_booking_cancelled: { title: 'Reserva cancelada: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Reserva cambiada: {{listingName}}' },
      charter_booking_completed: {
        title: '¿Qué tal tu salida con {{listingName}}?',
        body: 'Deja una reseña para ayudar a otros pescadores a elegir.',
      },
      charter_trip_reminder: { title: 'Se acerca tu salida con {{listingName}}' },
      charter_review_received: { title: 'Nueva reseña de {{listingName}}', body: '{{rating}} de 5' },
      charter_review_reply: {
        title: 'Respuesta a tu reseña de {{listingName}}',
        body: 'El propietario respondió a tu reseña.',
      },
      achievement_unlocked: { title: 'Logro desbloqueado: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Novedades sobre tu anuncio {{listingName}}' },
      scheduled_post_failed: {
        title: 'No se pudo publicar tu publicación programada',
        empty: 'Tu publicación programada',
      },
    },
    digest: {
      title: 'Tus notificaciones de Tightlines',
      heading: 'Hola, {{name}}: esto es lo que te perdiste',
      subjectMany: 'Notificaciones nuevas en Tightlines: {{count}}',
      more: '…y más: {{count}}',
      open: 'Abrir Tightlines',
      footer: '¿Demasiados correos? Elige qué notificaciones llegan a tu bandeja en tus {{link}}.',
      preferences: 'preferencias de notificaciones',
      defaultName: 'pescador',
    },
  },
  pt: {
    someone: 'Alguém',
    fallback: 'Nova notificação',
    kinds: {
      follow: {
        title: 'Novo seguidor',
        body: '{{actorName}} começou a seguir você',
      },
      like: {
        title: '{{actorName}} curtiu sua publicação',
        empty: 'Sua foto',
      },
      mention: {
        title: '{{actorName}} mencionou você',
        empty: 'Em uma publicação',
      },
      comment: {
        title: '{{actorName}} comentou sua publicação',
      },
      comment_reply: {
        title: '{{actorName}} respondeu ao seu comentário',
      },
      catch_rejected: {
        title: 'Captura rejeitada',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Reenvio solicitado',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Captura aprovada',
        body: '{{eventName}}: seu {{species}} está na classificação',
      },
      registration_confirmed: {
        title: 'Inscrição confirmada',
        body: '{{entrantName}} está inscrito em {{eventName}}',
      },
      team_member_joined: {
        title: 'Novo membro na equipe',
        body: '{{actorName}} entrou em {{teamName}} com o seu convite',
      },
      event_tomorrow: {
        title: '{{eventName}} começa amanhã',
        body: 'Confira a programação e as regras e prepare o seu equipamento.',
      },
      top_three_entered: {
        title: 'Entre os três primeiros',
        body: '{{entrantName}} está agora em {{rank}}º em {{eventName}}',
      },
      top_three_left: {
        title: 'Fora dos três primeiros',
        body: '{{entrantName}} está agora em {{rank}}º em {{eventName}}',
      },
      report_actioned: {
        title: 'Sua denúncia resultou em uma ação',
        body: 'Obrigado. Um moderador analisou o que você denunciou e tomou uma providência.',
      },
      report_dismissed: {
        title: 'Sua denúncia foi analisada',
        body: 'Obrigado. Um moderador concluiu que não viola as regras da comunidade.',
      },
      moderation_warning: { title: 'Um aviso dos moderadores', body: '{{reason}}' },
      content_hidden: { title: 'Seu conteúdo foi ocultado', body: '{{reason}}' },
      content_removed: { title: 'Seu conteúdo foi removido', body: '{{reason}}' },
      account_suspended: { title: 'Sua conta está suspensa', body: '{{reason}}' },
      strike_received: { title: 'Advertência {{strikes}} de {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'Seu conteúdo está visível novamente', body: 'Um moderador o restaurou.' },
      appeal_reversed: { title: 'Seu recurso foi aceito', body: 'A decisão foi revertida.' },
      appeal_upheld: { title: 'Seu recurso foi analisado', body: 'A decisão foi mantida.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Pedido para entrar em {{groupName}}',
        body: '{{actorName}} pediu para entrar em {{groupName}}',
      },
      group_request_approved: {
        title: 'Boas-vindas a {{groupName}}',
        body: 'Seu pedido para entrar em {{groupName}} foi aprovado',
      },
      group_post: { title: '{{actorName}} publicou em {{groupName}}', empty: 'Uma foto nova' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Novo evento em {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} mudou',
        body: 'O horário ou o local mudou. Veja os detalhes.',
      },
      community_event_cancelled: {
        title: '{{eventName}} foi cancelado',
        body: 'O organizador cancelou este evento.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} respondeu em “{{threadTitle}}”' },
      forum_mention: { title: '{{actorName}} mencionou você em “{{threadTitle}}”' },
      forum_answer_accepted: { title: 'Sua resposta em “{{threadTitle}}” foi aceita' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Pagamento recebido: {{description}}' },
      payment_failed: { title: 'O seu pagamento de {{description}} não foi concluído' },
      hold_expired: { title: 'A vaga reservada para {{description}} foi liberada' },
      refund_issued: { title: 'Reembolso emitido para {{description}}' },
      refund_failed: { title: 'Um reembolso de {{description}} falhou' },
      dispute_opened: { title: 'Um pagamento de {{description}} está em disputa' },
      dispute_closed: { title: 'A disputa sobre {{description}} foi encerrada' },
      payout_paid: { title: 'Um repasse está a caminho' },
      payout_failed: { title: 'Um repasse para você falhou' },
      subscription_changed: { title: 'Sua assinatura {{planName}} mudou' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Novo pedido para {{listingName}}',
        body: '{{anglerName}} pede {{tripDate}}, grupo de {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} respondeu ao seu pedido' },
      charter_request_expired: {
        title: 'O seu pedido para {{listingName}} expirou',
        body: 'Não houve resposta a tempo. Tente outra data ou outro anúncio.',
      },
      charter_booking_confirmed: { title: 'Reserva confirmada: {{listingName}}' },
      charter_booking_cancelled: { title: 'Reserva cancelada: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Reserva alterada: {{listingName}}' },
      charter_booking_completed: {
        title: 'Como foi a sua saída com {{listingName}}?',
        body: 'Deixe uma avaliação para ajudar outros pescadores a escolher.',
      },
      charter_trip_reminder: { title: 'A sua saída com {{listingName}} está próxima' },
      charter_review_received: { title: 'Nova avaliação de {{listingName}}', body: '{{rating}} de 5' },
      charter_review_reply: {
        title: 'Resposta à sua avaliação de {{listingName}}',
        body: 'O proprietário respondeu à sua avaliação.',
      },
      achievement_unlocked: { title: 'Conquista desbloqueada: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Novidades sobre o seu anúncio {{listingName}}' },
      scheduled_post_failed: {
        title: 'Não foi possível publicar sua publicação agendada',
        empty: 'Sua publicação agendada',
      },
    },
    digest: {
      title: 'Suas notificações do Tightlines',
      heading: 'Olá, {{name}}, veja o que você perdeu',
      subjectMany: 'Novas notificações no Tightlines: {{count}}',
      more: '…e mais: {{count}}',
      open: 'Abrir o Tightlines',
      footer: 'Muitos e-mails? Escolha quais notificações chegam à sua caixa nas suas {{link}}.',
      preferences: 'preferências de notificação',
      defaultName: 'pescador',
    },
  },
  fr: {
    someone: 'Quelqu’un',
    fallback: 'Nouvelle notification',
    kinds: {
      follow: {
        title: 'Nouvel abonné',
        body: '{{actorName}} a commencé à vous suivre',
      },
      like: {
        title: '{{actorName}} a aimé votre publication',
        empty: 'Votre photo',
      },
      mention: {
        title: '{{actorName}} vous a mentionné',
        empty: 'Dans une publication',
      },
      comment: {
        title: '{{actorName}} a commenté votre publication',
      },
      comment_reply: {
        title: '{{actorName}} a répondu à votre commentaire',
      },
      catch_rejected: {
        title: 'Prise refusée',
        body: '{{eventName}} : {{reason}}',
      },
      catch_resubmit: {
        title: 'Nouvel envoi demandé',
        body: '{{eventName}} : {{reason}}',
      },
      catch_approved: {
        title: 'Prise validée',
        body: '{{eventName}} : votre {{species}} figure au classement',
      },
      registration_confirmed: {
        title: 'Inscription confirmée',
        body: '{{entrantName}} est inscrit à {{eventName}}',
      },
      team_member_joined: {
        title: "Nouveau membre dans l'équipe",
        body: '{{actorName}} a rejoint {{teamName}} grâce à votre invitation',
      },
      event_tomorrow: {
        title: '{{eventName}} commence demain',
        body: 'Consultez le programme et le règlement, et préparez votre matériel.',
      },
      top_three_entered: {
        title: 'Dans le top trois',
        body: '{{entrantName}} est maintenant n° {{rank}} de {{eventName}}',
      },
      top_three_left: {
        title: 'Sorti du top trois',
        body: '{{entrantName}} est maintenant n° {{rank}} de {{eventName}}',
      },
      report_actioned: {
        title: 'Votre signalement a donné lieu à une action',
        body: 'Merci. Un modérateur a examiné votre signalement et a agi.',
      },
      report_dismissed: {
        title: 'Votre signalement a été examiné',
        body: 'Merci. Un modérateur a estimé que cela n’enfreint pas les règles de la communauté.',
      },
      moderation_warning: { title: 'Un avertissement des modérateurs', body: '{{reason}}' },
      content_hidden: { title: 'Votre contenu a été masqué', body: '{{reason}}' },
      content_removed: { title: 'Votre contenu a été supprimé', body: '{{reason}}' },
      account_suspended: { title: 'Votre compte est suspendu', body: '{{reason}}' },
      strike_received: { title: 'Avertissement {{strikes}} sur {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'Votre contenu est de nouveau visible', body: 'Un modérateur l’a rétabli.' },
      appeal_reversed: { title: 'Votre recours a été accepté', body: 'La décision a été annulée.' },
      appeal_upheld: { title: 'Votre recours a été examiné', body: 'La décision est maintenue.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Demande pour rejoindre {{groupName}}',
        body: '{{actorName}} demande à rejoindre {{groupName}}',
      },
      group_request_approved: {
        title: 'Bienvenue dans {{groupName}}',
        body: 'Votre demande pour rejoindre {{groupName}} a été acceptée',
      },
      group_post: { title: '{{actorName}} a publié dans {{groupName}}', empty: 'Une nouvelle photo' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Nouvel événement dans {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} a changé',
        body: "L'heure ou le lieu a changé. Consultez les détails.",
      },
      community_event_cancelled: {
        title: '{{eventName}} est annulé',
        body: "L'organisateur a annulé cet événement.",
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} a répondu dans « {{threadTitle}} »' },
      forum_mention: { title: '{{actorName}} vous a mentionné dans « {{threadTitle}} »' },
      forum_answer_accepted: { title: 'Votre réponse dans « {{threadTitle}} » a été acceptée' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Paiement reçu : {{description}}' },
      payment_failed: { title: 'Votre paiement pour {{description}} n’a pas abouti' },
      hold_expired: { title: 'La place réservée pour {{description}} a été libérée' },
      refund_issued: { title: 'Remboursement effectué pour {{description}}' },
      refund_failed: { title: 'Un remboursement pour {{description}} a échoué' },
      dispute_opened: { title: 'Un paiement pour {{description}} est contesté' },
      dispute_closed: { title: 'La contestation concernant {{description}} est close' },
      payout_paid: { title: 'Un versement est en route' },
      payout_failed: { title: 'Un versement vers vous a échoué' },
      subscription_changed: { title: 'Votre abonnement {{planName}} a changé' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Nouvelle demande pour {{listingName}}',
        body: '{{anglerName}} demande le {{tripDate}}, groupe de {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} a répondu à votre demande' },
      charter_request_expired: {
        title: 'Votre demande pour {{listingName}} a expiré',
        body: 'Aucune réponse n’est arrivée à temps. Essayez une autre date ou une autre annonce.',
      },
      charter_booking_confirmed: { title: 'Réservation confirmée : {{listingName}}' },
      charter_booking_cancelled: { title: 'Réservation annulée : {{listingName}}' },
      charter_booking_rescheduled: { title: 'Réservation déplacée : {{listingName}}' },
      charter_booking_completed: {
        title: 'Comment s’est passée votre sortie avec {{listingName}} ?',
        body: 'Laissez un avis pour aider les autres pêcheurs à choisir.',
      },
      charter_trip_reminder: { title: 'Votre sortie avec {{listingName}} approche' },
      charter_review_received: { title: 'Nouvel avis sur {{listingName}}', body: '{{rating}} sur 5' },
      charter_review_reply: {
        title: 'Réponse à votre avis sur {{listingName}}',
        body: 'Le propriétaire a répondu à votre avis.',
      },
      achievement_unlocked: { title: 'Succès débloqué : {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Du nouveau pour votre annonce {{listingName}}' },
      scheduled_post_failed: {
        title: 'Impossible de publier votre publication programmée',
        empty: 'Votre publication programmée',
      },
    },
    digest: {
      title: 'Vos notifications Tightlines',
      heading: 'Bonjour {{name}}, voici ce que vous avez manqué',
      subjectMany: 'Nouvelles notifications sur Tightlines : {{count}}',
      more: '…et d’autres : {{count}}',
      open: 'Ouvrir Tightlines',
      footer:
        'Trop d’e-mails ? Choisissez les notifications qui arrivent dans votre boîte dans vos {{link}}.',
      preferences: 'préférences de notification',
      defaultName: 'pêcheur',
    },
  },
  'zh-CN': {
    someone: '有人',
    fallback: '新通知',
    kinds: {
      follow: {
        title: '新粉丝',
        body: '{{actorName}} 关注了你',
      },
      like: {
        title: '{{actorName}} 赞了你的帖子',
        empty: '你的照片',
      },
      mention: {
        title: '{{actorName}} 提到了你',
        empty: '在一条帖子中',
      },
      comment: {
        title: '{{actorName}} 评论了你的帖子',
      },
      comment_reply: {
        title: '{{actorName}} 回复了你的评论',
      },
      catch_rejected: {
        title: '渔获被拒绝',
        body: '{{eventName}}：{{reason}}',
      },
      catch_resubmit: {
        title: '需要重新提交',
        body: '{{eventName}}：{{reason}}',
      },
      catch_approved: {
        title: '渔获已通过',
        body: '{{eventName}}：你的{{species}}已上排行榜',
      },
      registration_confirmed: {
        title: '报名已确认',
        body: '{{entrantName}} 已报名 {{eventName}}',
      },
      team_member_joined: {
        title: '新队员',
        body: '{{actorName}} 通过你的邀请加入了 {{teamName}}',
      },
      event_tomorrow: {
        title: '{{eventName}} 明天开始',
        body: '查看日程和规则，准备好你的装备。',
      },
      top_three_entered: {
        title: '进入前三名',
        body: '{{entrantName}} 目前在 {{eventName}} 中排名第 {{rank}}',
      },
      top_three_left: {
        title: '跌出前三名',
        body: '{{entrantName}} 目前在 {{eventName}} 中排名第 {{rank}}',
      },
      report_actioned: { title: '你的举报已处理', body: '谢谢。版主已审核你举报的内容并采取了措施。' },
      report_dismissed: { title: '你的举报已审核', body: '谢谢。版主认为该内容没有违反社区规则。' },
      moderation_warning: { title: '来自版主的警告', body: '{{reason}}' },
      content_hidden: { title: '你的内容已被隐藏', body: '{{reason}}' },
      content_removed: { title: '你的内容已被删除', body: '{{reason}}' },
      account_suspended: { title: '你的账号已被暂停', body: '{{reason}}' },
      strike_received: { title: '违规记录 {{strikes}}/{{threshold}}', body: '{{reason}}' },
      content_restored: { title: '你的内容已恢复显示', body: '版主已将其恢复。' },
      appeal_reversed: { title: '你的申诉已被接受', body: '该决定已撤销。' },
      appeal_upheld: { title: '你的申诉已审核', body: '该决定维持不变。' },
      // Groups (issue 16)
      group_join_request: { title: '申请加入{{groupName}}', body: '{{actorName}}申请加入{{groupName}}' },
      group_request_approved: { title: '欢迎加入{{groupName}}', body: '你加入{{groupName}}的申请已获批准' },
      group_post: { title: '{{actorName}}在{{groupName}}发布了帖子', empty: '一张新照片' },
      // Community events and calendar (events-server)
      community_event_created: { title: '{{groupName}} 有新活动', body: '{{eventName}}' },
      community_event_updated: { title: '{{eventName}} 有变动', body: '时间或地点已更改，请查看详情。' },
      community_event_cancelled: { title: '{{eventName}} 已取消', body: '组织者取消了此活动。' },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} 在“{{threadTitle}}”中回复了' },
      forum_mention: { title: '{{actorName}} 在“{{threadTitle}}”中提到了你' },
      forum_answer_accepted: { title: '你在“{{threadTitle}}”中的回答已被采纳' },
      // Payments (issue 17)
      payment_succeeded: { title: '已收到付款：{{description}}' },
      payment_failed: { title: '您对 {{description}} 的付款未成功' },
      hold_expired: { title: '为 {{description}} 保留的名额已释放' },
      refund_issued: { title: '已为 {{description}} 退款' },
      refund_failed: { title: '{{description}} 的一笔退款失败' },
      dispute_opened: { title: '{{description}} 的一笔付款被提出争议' },
      dispute_closed: { title: '关于 {{description}} 的争议已结束' },
      payout_paid: { title: '一笔结算款正在发往您的账户' },
      payout_failed: { title: '向您发放的结算款失败' },
      subscription_changed: { title: '您的 {{planName}} 订阅已变更' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: '{{listingName}} 收到新请求',
        body: '{{anglerName}} 希望预订 {{tripDate}},{{partySize}} 人',
      },
      charter_request_answered: { title: '{{listingName}} 回复了你的请求' },
      charter_request_expired: {
        title: '你对 {{listingName}} 的请求已过期',
        body: '未在时限内收到回复。换个日期或换个项目试试。',
      },
      charter_booking_confirmed: { title: '预订已确认:{{listingName}}' },
      charter_booking_cancelled: { title: '预订已取消:{{listingName}}' },
      charter_booking_rescheduled: { title: '预订已改期:{{listingName}}' },
      charter_booking_completed: {
        title: '与 {{listingName}} 的行程怎么样?',
        body: '写条评价,帮其他钓友做选择。',
      },
      charter_trip_reminder: { title: '你与 {{listingName}} 的行程即将开始' },
      charter_review_received: { title: '{{listingName}} 收到新评价', body: '{{rating}} 分(满分 5 分)' },
      charter_review_reply: { title: '你对 {{listingName}} 的评价有了回复', body: '店主回复了你的评价。' },
      achievement_unlocked: { title: '成就已解锁：{{name}}', body: '+{{points}} 经验值' },
      charter_listing_reviewed: { title: '关于你的项目 {{listingName}} 的消息' },
      scheduled_post_failed: { title: '无法发布你的定时帖子', empty: '你的定时帖子' },
    },
    digest: {
      title: '你的 Tightlines 通知',
      heading: '{{name}}，你好，这些是你错过的消息',
      subjectMany: 'Tightlines 上的新通知：{{count}} 条',
      more: '……还有 {{count}} 条',
      open: '打开 Tightlines',
      footer: '邮件太多？可在{{link}}中选择哪些通知发送到你的邮箱。',
      preferences: '通知偏好设置',
      defaultName: '钓友',
    },
  },
  ko: {
    someone: '누군가',
    fallback: '새 알림',
    kinds: {
      follow: {
        title: '새 팔로워',
        body: '{{actorName}}님이 회원님을 팔로우하기 시작했습니다',
      },
      like: {
        title: '{{actorName}}님이 회원님의 게시물을 좋아합니다',
        empty: '회원님의 사진',
      },
      mention: {
        title: '{{actorName}}님이 회원님을 언급했습니다',
        empty: '게시물에서',
      },
      comment: {
        title: '{{actorName}}님이 회원님의 게시물에 댓글을 남겼습니다',
      },
      comment_reply: {
        title: '{{actorName}}님이 회원님의 댓글에 답글을 남겼습니다',
      },
      catch_rejected: {
        title: '조과가 거절되었습니다',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: '재제출이 요청되었습니다',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: '조과 승인됨',
        body: '{{eventName}}: 회원님의 {{species}}이(가) 리더보드에 올랐습니다',
      },
      registration_confirmed: {
        title: '참가 등록 확정',
        body: '{{entrantName}}이(가) {{eventName}}에 등록되었습니다',
      },
      team_member_joined: {
        title: '새 팀원',
        body: '{{actorName}}님이 초대를 받아 {{teamName}}에 합류했습니다',
      },
      event_tomorrow: {
        title: '{{eventName}}이(가) 내일 시작됩니다',
        body: '일정과 규칙을 확인하고 장비를 준비하세요.',
      },
      top_three_entered: {
        title: '상위 3위 진입',
        body: '{{entrantName}}은(는) 현재 {{eventName}}에서 {{rank}}위입니다',
      },
      top_three_left: {
        title: '상위 3위 밖으로',
        body: '{{entrantName}}은(는) 현재 {{eventName}}에서 {{rank}}위입니다',
      },
      report_actioned: {
        title: '신고하신 내용이 조치되었습니다',
        body: '감사합니다. 운영자가 신고 내용을 검토하고 조치했습니다.',
      },
      report_dismissed: {
        title: '신고가 검토되었습니다',
        body: '감사합니다. 운영자가 검토한 결과 커뮤니티 규칙 위반이 아닙니다.',
      },
      moderation_warning: { title: '운영자의 경고', body: '{{reason}}' },
      content_hidden: { title: '회원님의 콘텐츠가 숨겨졌습니다', body: '{{reason}}' },
      content_removed: { title: '회원님의 콘텐츠가 삭제되었습니다', body: '{{reason}}' },
      account_suspended: { title: '회원님의 계정이 정지되었습니다', body: '{{reason}}' },
      strike_received: { title: '경고 누적 {{strikes}}/{{threshold}}', body: '{{reason}}' },
      content_restored: { title: '회원님의 콘텐츠가 다시 표시됩니다', body: '운영자가 복원했습니다.' },
      appeal_reversed: { title: '이의 제기가 받아들여졌습니다', body: '결정이 취소되었습니다.' },
      appeal_upheld: { title: '이의 제기가 검토되었습니다', body: '결정이 유지됩니다.' },
      // Groups (issue 16)
      group_join_request: {
        title: '{{groupName}} 가입 요청',
        body: '{{actorName}}님이 {{groupName}} 가입을 요청했습니다',
      },
      group_request_approved: {
        title: '{{groupName}}에 오신 것을 환영합니다',
        body: '{{groupName}} 가입 요청이 승인되었습니다',
      },
      group_post: { title: '{{actorName}}님이 {{groupName}}에 게시했습니다', empty: '새 사진' },
      // Community events and calendar (events-server)
      community_event_created: { title: '{{groupName}}에 새 이벤트', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} 일정이 변경되었습니다',
        body: '시간 또는 장소가 바뀌었습니다. 자세한 내용을 확인하세요.',
      },
      community_event_cancelled: {
        title: '{{eventName}}이(가) 취소되었습니다',
        body: '주최자가 이 이벤트를 취소했습니다.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}}님이 “{{threadTitle}}”에 답글을 남겼습니다' },
      forum_mention: { title: '{{actorName}}님이 “{{threadTitle}}”에서 회원님을 언급했습니다' },
      forum_answer_accepted: { title: '“{{threadTitle}}”에 남긴 답변이 채택되었습니다' },
      // Payments (issue 17)
      payment_succeeded: { title: '결제 완료: {{description}}' },
      payment_failed: { title: '{{description}} 결제가 완료되지 않았습니다' },
      hold_expired: { title: '{{description}}에 대해 확보된 자리가 해제되었습니다' },
      refund_issued: { title: '{{description}} 환불이 처리되었습니다' },
      refund_failed: { title: '{{description}} 환불에 실패했습니다' },
      dispute_opened: { title: '{{description}} 결제에 이의가 제기되었습니다' },
      dispute_closed: { title: '{{description}} 관련 이의 제기가 종료되었습니다' },
      payout_paid: { title: '지급금이 송금 중입니다' },
      payout_failed: { title: '지급금 송금에 실패했습니다' },
      subscription_changed: { title: '{{planName}} 구독이 변경되었습니다' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: '{{listingName}}에 새 요청',
        body: '{{anglerName}} 님이 {{tripDate}} 요청 (인원 {{partySize}}명)',
      },
      charter_request_answered: { title: '{{listingName}}이(가) 요청에 답했습니다' },
      charter_request_expired: {
        title: '{{listingName}} 요청이 만료되었습니다',
        body: '제때 답변이 오지 않았습니다. 다른 날짜나 다른 상품을 찾아보세요.',
      },
      charter_booking_confirmed: { title: '예약 확정: {{listingName}}' },
      charter_booking_cancelled: { title: '예약 취소: {{listingName}}' },
      charter_booking_rescheduled: { title: '예약 일정 변경: {{listingName}}' },
      charter_booking_completed: {
        title: '{{listingName}}와(과)의 출조는 어떠셨나요?',
        body: '후기를 남겨 다른 낚시인의 선택을 도와주세요.',
      },
      charter_trip_reminder: { title: '{{listingName}} 출조가 다가옵니다' },
      charter_review_received: { title: '{{listingName}}에 새 후기', body: '5점 만점에 {{rating}}점' },
      charter_review_reply: {
        title: '{{listingName}} 후기에 답글이 달렸습니다',
        body: '운영자가 후기에 답했습니다.',
      },
      achievement_unlocked: { title: '업적 달성: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: '상품 {{listingName}} 관련 소식' },
      scheduled_post_failed: { title: '예약 게시물을 게시하지 못했습니다', empty: '예약 게시물' },
    },
    digest: {
      title: 'Tightlines 알림',
      heading: '{{name}}님, 놓친 소식입니다',
      subjectMany: 'Tightlines 새 알림: {{count}}개',
      more: '…외 {{count}}개',
      open: 'Tightlines 열기',
      footer: '이메일이 너무 많나요? {{link}}에서 받은편지함으로 받을 알림을 고르세요.',
      preferences: '알림 설정',
      defaultName: '낚시인',
    },
  },
  ro: {
    someone: 'Cineva',
    fallback: 'Notificare nouă',
    kinds: {
      follow: {
        title: 'Urmăritor nou',
        body: '{{actorName}} a început să te urmărească',
      },
      like: {
        title: '{{actorName}} a apreciat postarea ta',
        empty: 'Fotografia ta',
      },
      mention: {
        title: '{{actorName}} te-a menționat',
        empty: 'Într-o postare',
      },
      comment: {
        title: '{{actorName}} a comentat la postarea ta',
      },
      comment_reply: {
        title: '{{actorName}} a răspuns la comentariul tău',
      },
      catch_rejected: {
        title: 'Captură respinsă',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Se cere retrimiterea',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Captură aprobată',
        body: '{{eventName}}: {{species}} al tău este în clasament',
      },
      registration_confirmed: {
        title: 'Înscriere confirmată',
        body: '{{entrantName}} este înscris la {{eventName}}',
      },
      team_member_joined: {
        title: 'Membru nou în echipă',
        body: '{{actorName}} s-a alăturat echipei {{teamName}} prin invitația ta',
      },
      event_tomorrow: {
        title: '{{eventName}} începe mâine',
        body: 'Verifică programul și regulamentul și pregătește-ți echipamentul.',
      },
      top_three_entered: {
        title: 'În primii trei',
        body: '{{entrantName}} este acum pe locul {{rank}} la {{eventName}}',
      },
      top_three_left: {
        title: 'În afara primilor trei',
        body: '{{entrantName}} este acum pe locul {{rank}} la {{eventName}}',
      },
      report_actioned: {
        title: 'S-au luat măsuri în urma raportării tale',
        body: 'Mulțumim. Un moderator a analizat ce ai raportat și a luat măsuri.',
      },
      report_dismissed: {
        title: 'Raportarea ta a fost analizată',
        body: 'Mulțumim. Un moderator a constatat că nu încalcă regulile comunității.',
      },
      moderation_warning: { title: 'Un avertisment de la moderatori', body: '{{reason}}' },
      content_hidden: { title: 'Conținutul tău a fost ascuns', body: '{{reason}}' },
      content_removed: { title: 'Conținutul tău a fost șters', body: '{{reason}}' },
      account_suspended: { title: 'Contul tău este suspendat', body: '{{reason}}' },
      strike_received: { title: 'Avertismentul {{strikes}} din {{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'Conținutul tău este din nou vizibil',
        body: 'Un moderator l-a restabilit.',
      },
      appeal_reversed: { title: 'Contestația ta a fost acceptată', body: 'Decizia a fost anulată.' },
      appeal_upheld: { title: 'Contestația ta a fost analizată', body: 'Decizia rămâne valabilă.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Cerere de aderare la {{groupName}}',
        body: '{{actorName}} a cerut să se alăture grupului {{groupName}}',
      },
      group_request_approved: {
        title: 'Bun venit în {{groupName}}',
        body: 'Cererea ta de a te alătura grupului {{groupName}} a fost aprobată',
      },
      group_post: { title: '{{actorName}} a postat în {{groupName}}', empty: 'O fotografie nouă' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Eveniment nou în {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} s-a schimbat',
        body: 'Ora sau locul s-a schimbat. Verifică detaliile.',
      },
      community_event_cancelled: {
        title: '{{eventName}} a fost anulat',
        body: 'Organizatorul a anulat acest eveniment.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} a răspuns în „{{threadTitle}}”' },
      forum_mention: { title: '{{actorName}} te-a menționat în „{{threadTitle}}”' },
      forum_answer_accepted: { title: 'Răspunsul tău din „{{threadTitle}}” a fost acceptat' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Plată primită: {{description}}' },
      payment_failed: { title: 'Plata pentru {{description}} nu a reușit' },
      hold_expired: { title: 'Locul rezervat pentru {{description}} a fost eliberat' },
      refund_issued: { title: 'Rambursare emisă pentru {{description}}' },
      refund_failed: { title: 'O rambursare pentru {{description}} a eșuat' },
      dispute_opened: { title: 'O plată pentru {{description}} este contestată' },
      dispute_closed: { title: 'Disputa privind {{description}} s-a încheiat' },
      payout_paid: { title: 'O plată către tine este în curs' },
      payout_failed: { title: 'O plată către tine a eșuat' },
      subscription_changed: { title: 'Abonamentul tău {{planName}} s-a schimbat' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Cerere nouă pentru {{listingName}}',
        body: '{{anglerName}} cere data de {{tripDate}}, grup de {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} ți-a răspuns la cerere' },
      charter_request_expired: {
        title: 'Cererea ta pentru {{listingName}} a expirat',
        body: 'Nu a venit niciun răspuns la timp. Încearcă altă dată sau altă ofertă.',
      },
      charter_booking_confirmed: { title: 'Rezervare confirmată: {{listingName}}' },
      charter_booking_cancelled: { title: 'Rezervare anulată: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Rezervare mutată: {{listingName}}' },
      charter_booking_completed: {
        title: 'Cum a fost ieșirea cu {{listingName}}?',
        body: 'Lasă o recenzie ca să-i ajuți pe alți pescari să aleagă.',
      },
      charter_trip_reminder: { title: 'Ieșirea ta cu {{listingName}} se apropie' },
      charter_review_received: { title: 'Recenzie nouă pentru {{listingName}}', body: '{{rating}} din 5' },
      charter_review_reply: {
        title: 'Răspuns la recenzia ta pentru {{listingName}}',
        body: 'Proprietarul ți-a răspuns la recenzie.',
      },
      achievement_unlocked: { title: 'Realizare deblocată: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Noutăți despre oferta ta {{listingName}}' },
      scheduled_post_failed: {
        title: 'Postarea programată nu a putut fi publicată',
        empty: 'Postarea ta programată',
      },
    },
    digest: {
      title: 'Notificările tale Tightlines',
      heading: 'Salut, {{name}}, iată ce ai ratat',
      subjectMany: 'Notificări noi pe Tightlines: {{count}}',
      more: '…și altele: {{count}}',
      open: 'Deschide Tightlines',
      footer: 'Prea multe e-mailuri? Alege ce notificări ajung în căsuța ta din {{link}}.',
      preferences: 'preferințele de notificare',
      defaultName: 'pescar',
    },
  },
  hr: {
    someone: 'Netko',
    fallback: 'Nova obavijest',
    kinds: {
      follow: {
        title: 'Novi pratitelj',
        body: '{{actorName}} te počeo pratiti',
      },
      like: {
        title: '{{actorName}} voli tvoju objavu',
        empty: 'Tvoja fotografija',
      },
      mention: {
        title: '{{actorName}} te spomenuo',
        empty: 'U objavi',
      },
      comment: {
        title: '{{actorName}} komentirao je tvoju objavu',
      },
      comment_reply: {
        title: '{{actorName}} odgovorio je na tvoj komentar',
      },
      catch_rejected: {
        title: 'Ulov odbijen',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Zatraženo ponovno slanje',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Ulov odobren',
        body: '{{eventName}}: tvoj {{species}} je na ljestvici',
      },
      registration_confirmed: {
        title: 'Prijava potvrđena',
        body: '{{entrantName}} je prijavljen na {{eventName}}',
      },
      team_member_joined: {
        title: 'Novi član tima',
        body: '{{actorName}} se pridružio timu {{teamName}} putem tvoje pozivnice',
      },
      event_tomorrow: {
        title: '{{eventName}} počinje sutra',
        body: 'Provjeri raspored i pravila te pripremi opremu.',
      },
      top_three_entered: {
        title: 'Među prva tri',
        body: '{{entrantName}} je sada {{rank}}. na {{eventName}}',
      },
      top_three_left: {
        title: 'Izvan prva tri',
        body: '{{entrantName}} je sada {{rank}}. na {{eventName}}',
      },
      report_actioned: {
        title: 'Po vašoj prijavi je postupljeno',
        body: 'Hvala. Moderator je pregledao ono što ste prijavili i poduzeo mjere.',
      },
      report_dismissed: {
        title: 'Vaša prijava je pregledana',
        body: 'Hvala. Moderator je utvrdio da to ne krši pravila zajednice.',
      },
      moderation_warning: { title: 'Upozorenje moderatora', body: '{{reason}}' },
      content_hidden: { title: 'Vaš sadržaj je skriven', body: '{{reason}}' },
      content_removed: { title: 'Vaš sadržaj je uklonjen', body: '{{reason}}' },
      account_suspended: { title: 'Vaš račun je suspendiran', body: '{{reason}}' },
      strike_received: { title: 'Opomena {{strikes}} od {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'Vaš sadržaj je ponovno vidljiv', body: 'Moderator ga je vratio.' },
      appeal_reversed: { title: 'Vaša žalba je prihvaćena', body: 'Odluka je poništena.' },
      appeal_upheld: { title: 'Vaša žalba je pregledana', body: 'Odluka ostaje na snazi.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Zahtjev za pridruživanje grupi {{groupName}}',
        body: '{{actorName}} traži pridruživanje grupi {{groupName}}',
      },
      group_request_approved: {
        title: 'Dobro došli u {{groupName}}',
        body: 'Vaš zahtjev za pridruživanje grupi {{groupName}} je odobren',
      },
      group_post: { title: '{{actorName}} je objavio u grupi {{groupName}}', empty: 'Nova fotografija' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Novi događaj u grupi {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: 'Događaj {{eventName}} je promijenjen',
        body: 'Promijenjeno je vrijeme ili mjesto. Pogledaj detalje.',
      },
      community_event_cancelled: {
        title: 'Događaj {{eventName}} je otkazan',
        body: 'Organizator je otkazao ovaj događaj.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} je odgovorio u „{{threadTitle}}”' },
      forum_mention: { title: '{{actorName}} te spomenuo u „{{threadTitle}}”' },
      forum_answer_accepted: { title: 'Tvoj odgovor u „{{threadTitle}}” je prihvaćen' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Plaćanje primljeno: {{description}}' },
      payment_failed: { title: 'Vaše plaćanje za {{description}} nije uspjelo' },
      hold_expired: { title: 'Mjesto rezervirano za {{description}} je oslobođeno' },
      refund_issued: { title: 'Povrat novca izvršen za {{description}}' },
      refund_failed: { title: 'Povrat novca za {{description}} nije uspio' },
      dispute_opened: { title: 'Plaćanje za {{description}} je osporeno' },
      dispute_closed: { title: 'Spor oko {{description}} je zatvoren' },
      payout_paid: { title: 'Isplata je na putu do vas' },
      payout_failed: { title: 'Isplata vama nije uspjela' },
      subscription_changed: { title: 'Vaša pretplata {{planName}} je promijenjena' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Novi upit za {{listingName}}',
        body: '{{anglerName}} traži {{tripDate}}, grupa od {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} je odgovorio na tvoj upit' },
      charter_request_expired: {
        title: 'Tvoj upit za {{listingName}} je istekao',
        body: 'Odgovor nije stigao na vrijeme. Pokušaj s drugim datumom ili drugom ponudom.',
      },
      charter_booking_confirmed: { title: 'Rezervacija potvrđena: {{listingName}}' },
      charter_booking_cancelled: { title: 'Rezervacija otkazana: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Rezervacija premještena: {{listingName}}' },
      charter_booking_completed: {
        title: 'Kakav je bio izlet s {{listingName}}?',
        body: 'Ostavi recenziju i pomozi drugim ribolovcima u odabiru.',
      },
      charter_trip_reminder: { title: 'Tvoj izlet s {{listingName}} se približava' },
      charter_review_received: { title: 'Nova recenzija za {{listingName}}', body: '{{rating}} od 5' },
      charter_review_reply: {
        title: 'Odgovor na tvoju recenziju za {{listingName}}',
        body: 'Vlasnik je odgovorio na tvoju recenziju.',
      },
      achievement_unlocked: { title: 'Postignuće otključano: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Novosti o tvojoj ponudi {{listingName}}' },
      scheduled_post_failed: {
        title: 'Zakazanu objavu nije bilo moguće objaviti',
        empty: 'Tvoja zakazana objava',
      },
    },
    digest: {
      title: 'Tvoje Tightlines obavijesti',
      heading: 'Bok {{name}}, evo što si propustio',
      subjectMany: 'Nove obavijesti na Tightlinesu: {{count}}',
      more: '…i još: {{count}}',
      open: 'Otvori Tightlines',
      footer: 'Previše e-pošte? Odaberi koje obavijesti stižu u tvoj sandučić u {{link}}.',
      preferences: 'postavkama obavijesti',
      defaultName: 'ribič',
    },
  },
  el: {
    someone: 'Κάποιος',
    fallback: 'Νέα ειδοποίηση',
    kinds: {
      follow: {
        title: 'Νέος ακόλουθος',
        body: 'Ο/Η {{actorName}} άρχισε να σας ακολουθεί',
      },
      like: {
        title: 'Στον/Στην {{actorName}} άρεσε η ανάρτησή σας',
        empty: 'Η φωτογραφία σας',
      },
      mention: {
        title: 'Ο/Η {{actorName}} σας ανέφερε',
        empty: 'Σε μια ανάρτηση',
      },
      comment: {
        title: 'Ο/Η {{actorName}} σχολίασε την ανάρτησή σας',
      },
      comment_reply: {
        title: 'Ο/Η {{actorName}} απάντησε στο σχόλιό σας',
      },
      catch_rejected: {
        title: 'Η ψαριά απορρίφθηκε',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Ζητήθηκε νέα υποβολή',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Η ψαριά εγκρίθηκε',
        body: '{{eventName}}: το {{species}} σου είναι στην κατάταξη',
      },
      registration_confirmed: {
        title: 'Η εγγραφή επιβεβαιώθηκε',
        body: 'Η συμμετοχή {{entrantName}} στο {{eventName}} είναι καταχωρημένη',
      },
      team_member_joined: {
        title: 'Νέο μέλος ομάδας',
        body: 'Ο/Η {{actorName}} μπήκε στην ομάδα {{teamName}} με την πρόσκλησή σου',
      },
      event_tomorrow: {
        title: 'Το {{eventName}} ξεκινά αύριο',
        body: 'Δες το πρόγραμμα και τους κανονισμούς και ετοίμασε τον εξοπλισμό σου.',
      },
      top_three_entered: {
        title: 'Στην πρώτη τριάδα',
        body: 'Η συμμετοχή {{entrantName}} είναι τώρα #{{rank}} στο {{eventName}}',
      },
      top_three_left: {
        title: 'Εκτός πρώτης τριάδας',
        body: 'Η συμμετοχή {{entrantName}} είναι τώρα #{{rank}} στο {{eventName}}',
      },
      report_actioned: {
        title: 'Έγιναν ενέργειες για την αναφορά σας',
        body: 'Ευχαριστούμε. Ένας συντονιστής εξέτασε την αναφορά σας και έλαβε μέτρα.',
      },
      report_dismissed: {
        title: 'Η αναφορά σας εξετάστηκε',
        body: 'Ευχαριστούμε. Ένας συντονιστής έκρινε ότι δεν παραβιάζει τους κανόνες της κοινότητας.',
      },
      moderation_warning: { title: 'Προειδοποίηση από τους συντονιστές', body: '{{reason}}' },
      content_hidden: { title: 'Το περιεχόμενό σας αποκρύφτηκε', body: '{{reason}}' },
      content_removed: { title: 'Το περιεχόμενό σας αφαιρέθηκε', body: '{{reason}}' },
      account_suspended: { title: 'Ο λογαριασμός σας έχει ανασταλεί', body: '{{reason}}' },
      strike_received: { title: 'Παράβαση {{strikes}} από {{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'Το περιεχόμενό σας είναι ξανά ορατό',
        body: 'Ένας συντονιστής το επανέφερε.',
      },
      appeal_reversed: { title: 'Η ένστασή σας έγινε δεκτή', body: 'Η απόφαση ανακλήθηκε.' },
      appeal_upheld: { title: 'Η ένστασή σας εξετάστηκε', body: 'Η απόφαση παραμένει.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Αίτημα συμμετοχής στο {{groupName}}',
        body: 'Ο/Η {{actorName}} ζήτησε να συμμετάσχει στο {{groupName}}',
      },
      group_request_approved: {
        title: 'Καλώς ήρθατε στο {{groupName}}',
        body: 'Το αίτημά σας για συμμετοχή στο {{groupName}} εγκρίθηκε',
      },
      group_post: { title: 'Ο/Η {{actorName}} δημοσίευσε στο {{groupName}}', empty: 'Μια νέα φωτογραφία' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Νέα εκδήλωση στο {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: 'Η εκδήλωση {{eventName}} άλλαξε',
        body: 'Άλλαξε η ώρα ή ο τόπος. Δες τις λεπτομέρειες.',
      },
      community_event_cancelled: {
        title: 'Η εκδήλωση {{eventName}} ακυρώθηκε',
        body: 'Ο διοργανωτής ακύρωσε αυτή την εκδήλωση.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} απάντησε στο «{{threadTitle}}»' },
      forum_mention: { title: '{{actorName}} σας ανέφερε στο «{{threadTitle}}»' },
      forum_answer_accepted: { title: 'Η απάντησή σας στο «{{threadTitle}}» έγινε αποδεκτή' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Η πληρωμή ελήφθη: {{description}}' },
      payment_failed: { title: 'Η πληρωμή σας για {{description}} δεν ολοκληρώθηκε' },
      hold_expired: { title: 'Η θέση που κρατήθηκε για {{description}} αποδεσμεύτηκε' },
      refund_issued: { title: 'Έγινε επιστροφή χρημάτων για {{description}}' },
      refund_failed: { title: 'Μια επιστροφή χρημάτων για {{description}} απέτυχε' },
      dispute_opened: { title: 'Μια πληρωμή για {{description}} αμφισβητείται' },
      dispute_closed: { title: 'Η αμφισβήτηση για {{description}} έκλεισε' },
      payout_paid: { title: 'Μια εκκαθάριση είναι καθ’ οδόν' },
      payout_failed: { title: 'Μια εκκαθάριση προς εσάς απέτυχε' },
      subscription_changed: { title: 'Η συνδρομή σας {{planName}} άλλαξε' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Νέο αίτημα για {{listingName}}',
        body: 'Ο/Η {{anglerName}} ζητά {{tripDate}}, παρέα {{partySize}} ατόμων',
      },
      charter_request_answered: { title: 'Το {{listingName}} απάντησε στο αίτημά σας' },
      charter_request_expired: {
        title: 'Το αίτημά σας για {{listingName}} έληξε',
        body: 'Δεν ήρθε απάντηση εγκαίρως. Δοκιμάστε άλλη ημερομηνία ή άλλη καταχώριση.',
      },
      charter_booking_confirmed: { title: 'Η κράτηση επιβεβαιώθηκε: {{listingName}}' },
      charter_booking_cancelled: { title: 'Η κράτηση ακυρώθηκε: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Η κράτηση μετακινήθηκε: {{listingName}}' },
      charter_booking_completed: {
        title: 'Πώς ήταν η εκδρομή με {{listingName}};',
        body: 'Αφήστε μια κριτική για να βοηθήσετε άλλους ψαράδες να επιλέξουν.',
      },
      charter_trip_reminder: { title: 'Η εκδρομή σας με {{listingName}} πλησιάζει' },
      charter_review_received: { title: 'Νέα κριτική για {{listingName}}', body: '{{rating}} στα 5' },
      charter_review_reply: {
        title: 'Απάντηση στην κριτική σας για {{listingName}}',
        body: 'Ο ιδιοκτήτης απάντησε στην κριτική σας.',
      },
      achievement_unlocked: { title: 'Νέο επίτευγμα: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Νέα για την καταχώρισή σας {{listingName}}' },
      scheduled_post_failed: {
        title: 'Δεν ήταν δυνατή η δημοσίευση της προγραμματισμένης ανάρτησής σας',
        empty: 'Η προγραμματισμένη ανάρτησή σας',
      },
    },
    digest: {
      title: 'Οι ειδοποιήσεις σας στο Tightlines',
      heading: 'Γεια σας {{name}}, δείτε τι χάσατε',
      subjectMany: 'Νέες ειδοποιήσεις στο Tightlines: {{count}}',
      more: '…και άλλες: {{count}}',
      open: 'Άνοιγμα του Tightlines',
      footer: 'Πάρα πολλά e-mail; Επιλέξτε ποιες ειδοποιήσεις φτάνουν στα εισερχόμενά σας στις {{link}}.',
      preferences: 'προτιμήσεις ειδοποιήσεων',
      defaultName: 'ψαρά',
    },
  },
  de: {
    someone: 'Jemand',
    fallback: 'Neue Benachrichtigung',
    kinds: {
      follow: {
        title: 'Neuer Follower',
        body: '{{actorName}} folgt dir jetzt',
      },
      like: {
        title: '{{actorName}} gefällt dein Beitrag',
        empty: 'Dein Foto',
      },
      mention: {
        title: '{{actorName}} hat dich erwähnt',
        empty: 'In einem Beitrag',
      },
      comment: {
        title: '{{actorName}} hat deinen Beitrag kommentiert',
      },
      comment_reply: {
        title: '{{actorName}} hat auf deinen Kommentar geantwortet',
      },
      catch_rejected: {
        title: 'Fang abgelehnt',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Erneute Einreichung angefordert',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Fang bestätigt',
        body: '{{eventName}}: Dein {{species}} steht in der Rangliste',
      },
      registration_confirmed: {
        title: 'Anmeldung bestätigt',
        body: '{{entrantName}} ist für {{eventName}} angemeldet',
      },
      team_member_joined: {
        title: 'Neues Teammitglied',
        body: '{{actorName}} ist {{teamName}} über deine Einladung beigetreten',
      },
      event_tomorrow: {
        title: '{{eventName}} beginnt morgen',
        body: 'Sieh dir Zeitplan und Regeln an und mach deine Ausrüstung bereit.',
      },
      top_three_entered: {
        title: 'In den Top drei',
        body: '{{entrantName}} ist jetzt auf Platz {{rank}} bei {{eventName}}',
      },
      top_three_left: {
        title: 'Aus den Top drei',
        body: '{{entrantName}} ist jetzt auf Platz {{rank}} bei {{eventName}}',
      },
      report_actioned: {
        title: 'Deine Meldung wurde bearbeitet',
        body: 'Danke. Ein Moderator hat deine Meldung geprüft und Maßnahmen ergriffen.',
      },
      report_dismissed: {
        title: 'Deine Meldung wurde geprüft',
        body: 'Danke. Ein Moderator hat festgestellt, dass kein Verstoß gegen die Community-Regeln vorliegt.',
      },
      moderation_warning: { title: 'Eine Verwarnung der Moderatoren', body: '{{reason}}' },
      content_hidden: { title: 'Dein Inhalt wurde ausgeblendet', body: '{{reason}}' },
      content_removed: { title: 'Dein Inhalt wurde entfernt', body: '{{reason}}' },
      account_suspended: { title: 'Dein Konto ist gesperrt', body: '{{reason}}' },
      strike_received: { title: 'Verwarnung {{strikes}} von {{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'Dein Inhalt ist wieder sichtbar',
        body: 'Ein Moderator hat ihn wiederhergestellt.',
      },
      appeal_reversed: {
        title: 'Dein Einspruch wurde angenommen',
        body: 'Die Entscheidung wurde aufgehoben.',
      },
      appeal_upheld: { title: 'Dein Einspruch wurde geprüft', body: 'Die Entscheidung bleibt bestehen.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Beitrittsanfrage für {{groupName}}',
        body: '{{actorName}} möchte {{groupName}} beitreten',
      },
      group_request_approved: {
        title: 'Willkommen in {{groupName}}',
        body: 'Deine Anfrage, {{groupName}} beizutreten, wurde angenommen',
      },
      group_post: { title: '{{actorName}} hat in {{groupName}} gepostet', empty: 'Ein neues Foto' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Neues Event in {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} wurde geändert',
        body: 'Zeit oder Ort haben sich geändert. Sieh dir die Details an.',
      },
      community_event_cancelled: {
        title: '{{eventName}} ist abgesagt',
        body: 'Der Veranstalter hat dieses Event abgesagt.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} hat in „{{threadTitle}}“ geantwortet' },
      forum_mention: { title: '{{actorName}} hat dich in „{{threadTitle}}“ erwähnt' },
      forum_answer_accepted: { title: 'Deine Antwort in „{{threadTitle}}“ wurde akzeptiert' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Zahlung erhalten: {{description}}' },
      payment_failed: { title: 'Ihre Zahlung für {{description}} ist nicht durchgegangen' },
      hold_expired: { title: 'Der reservierte Platz für {{description}} wurde freigegeben' },
      refund_issued: { title: 'Erstattung für {{description}} veranlasst' },
      refund_failed: { title: 'Eine Erstattung für {{description}} ist fehlgeschlagen' },
      dispute_opened: { title: 'Eine Zahlung für {{description}} wird angefochten' },
      dispute_closed: { title: 'Der Streitfall zu {{description}} ist abgeschlossen' },
      payout_paid: { title: 'Eine Auszahlung ist unterwegs' },
      payout_failed: { title: 'Eine Auszahlung an Sie ist fehlgeschlagen' },
      subscription_changed: { title: 'Ihr {{planName}}-Abo hat sich geändert' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Neue Anfrage für {{listingName}}',
        body: '{{anglerName}} fragt für {{tripDate}} an, Gruppe von {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} hat auf deine Anfrage geantwortet' },
      charter_request_expired: {
        title: 'Deine Anfrage für {{listingName}} ist abgelaufen',
        body: 'Es kam keine Antwort rechtzeitig. Versuche ein anderes Datum oder ein anderes Angebot.',
      },
      charter_booking_confirmed: { title: 'Buchung bestätigt: {{listingName}}' },
      charter_booking_cancelled: { title: 'Buchung storniert: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Buchung verschoben: {{listingName}}' },
      charter_booking_completed: {
        title: 'Wie war deine Tour mit {{listingName}}?',
        body: 'Schreib eine Bewertung und hilf anderen Anglern bei der Wahl.',
      },
      charter_trip_reminder: { title: 'Deine Tour mit {{listingName}} steht bevor' },
      charter_review_received: { title: 'Neue Bewertung für {{listingName}}', body: '{{rating}} von 5' },
      charter_review_reply: {
        title: 'Antwort auf deine Bewertung von {{listingName}}',
        body: 'Der Anbieter hat auf deine Bewertung geantwortet.',
      },
      achievement_unlocked: { title: 'Erfolg freigeschaltet: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Neuigkeiten zu deinem Angebot {{listingName}}' },
      scheduled_post_failed: {
        title: 'Dein geplanter Beitrag konnte nicht veröffentlicht werden',
        empty: 'Dein geplanter Beitrag',
      },
    },
    digest: {
      title: 'Deine Tightlines-Benachrichtigungen',
      heading: 'Hallo {{name}}, das hast du verpasst',
      subjectMany: 'Neue Benachrichtigungen auf Tightlines: {{count}}',
      more: '…und weitere: {{count}}',
      open: 'Tightlines öffnen',
      footer:
        'Zu viele E-Mails? Wähle in deinen {{link}}, welche Benachrichtigungen in dein Postfach kommen.',
      preferences: 'Benachrichtigungseinstellungen',
      defaultName: 'Angler',
    },
  },
  it: {
    someone: 'Qualcuno',
    fallback: 'Nuova notifica',
    kinds: {
      follow: {
        title: 'Nuovo follower',
        body: '{{actorName}} ha iniziato a seguirti',
      },
      like: {
        title: 'A {{actorName}} piace il tuo post',
        empty: 'La tua foto',
      },
      mention: {
        title: '{{actorName}} ti ha menzionato',
        empty: 'In un post',
      },
      comment: {
        title: '{{actorName}} ha commentato il tuo post',
      },
      comment_reply: {
        title: '{{actorName}} ha risposto al tuo commento',
      },
      catch_rejected: {
        title: 'Cattura respinta',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Nuovo invio richiesto',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Cattura approvata',
        body: '{{eventName}}: il tuo {{species}} è in classifica',
      },
      registration_confirmed: {
        title: 'Iscrizione confermata',
        body: '{{entrantName}} è iscritto a {{eventName}}',
      },
      team_member_joined: {
        title: 'Nuovo membro della squadra',
        body: '{{actorName}} si è unito a {{teamName}} con il tuo invito',
      },
      event_tomorrow: {
        title: '{{eventName}} inizia domani',
        body: 'Controlla programma e regolamento e prepara l’attrezzatura.',
      },
      top_three_entered: {
        title: 'Tra i primi tre',
        body: '{{entrantName}} è ora {{rank}}° in {{eventName}}',
      },
      top_three_left: {
        title: 'Fuori dai primi tre',
        body: '{{entrantName}} è ora {{rank}}° in {{eventName}}',
      },
      report_actioned: {
        title: 'La tua segnalazione ha avuto seguito',
        body: 'Grazie. Un moderatore ha esaminato ciò che hai segnalato e ha preso provvedimenti.',
      },
      report_dismissed: {
        title: 'La tua segnalazione è stata esaminata',
        body: 'Grazie. Un moderatore ha stabilito che non viola le regole della community.',
      },
      moderation_warning: { title: 'Un avvertimento dai moderatori', body: '{{reason}}' },
      content_hidden: { title: 'Il tuo contenuto è stato nascosto', body: '{{reason}}' },
      content_removed: { title: 'Il tuo contenuto è stato rimosso', body: '{{reason}}' },
      account_suspended: { title: 'Il tuo account è sospeso', body: '{{reason}}' },
      strike_received: { title: 'Richiamo {{strikes}} di {{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'Il tuo contenuto è di nuovo visibile',
        body: 'Un moderatore lo ha ripristinato.',
      },
      appeal_reversed: { title: 'Il tuo ricorso è stato accolto', body: 'La decisione è stata annullata.' },
      appeal_upheld: { title: 'Il tuo ricorso è stato esaminato', body: 'La decisione resta valida.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Richiesta di iscrizione a {{groupName}}',
        body: '{{actorName}} ha chiesto di unirsi a {{groupName}}',
      },
      group_request_approved: {
        title: 'Benvenuto in {{groupName}}',
        body: 'La tua richiesta di unirti a {{groupName}} è stata approvata',
      },
      group_post: { title: '{{actorName}} ha pubblicato in {{groupName}}', empty: 'Una nuova foto' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Nuovo evento in {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} è cambiato',
        body: "L'orario o il luogo è cambiato. Controlla i dettagli.",
      },
      community_event_cancelled: {
        title: '{{eventName}} è annullato',
        body: "L'organizzatore ha annullato questo evento.",
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} ha risposto in «{{threadTitle}}»' },
      forum_mention: { title: '{{actorName}} ti ha menzionato in «{{threadTitle}}»' },
      forum_answer_accepted: { title: 'La tua risposta in «{{threadTitle}}» è stata accettata' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Pagamento ricevuto: {{description}}' },
      payment_failed: { title: 'Il tuo pagamento per {{description}} non è andato a buon fine' },
      hold_expired: { title: 'Il posto riservato per {{description}} è stato liberato' },
      refund_issued: { title: 'Rimborso emesso per {{description}}' },
      refund_failed: { title: 'Un rimborso per {{description}} non è riuscito' },
      dispute_opened: { title: 'Un pagamento per {{description}} è contestato' },
      dispute_closed: { title: 'La contestazione su {{description}} è chiusa' },
      payout_paid: { title: 'Un pagamento è in arrivo' },
      payout_failed: { title: 'Un pagamento a tuo favore non è riuscito' },
      subscription_changed: { title: 'Il tuo abbonamento {{planName}} è cambiato' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Nuova richiesta per {{listingName}}',
        body: '{{anglerName}} chiede il {{tripDate}}, gruppo di {{partySize}}',
      },
      charter_request_answered: { title: '{{listingName}} ha risposto alla tua richiesta' },
      charter_request_expired: {
        title: 'La tua richiesta per {{listingName}} è scaduta',
        body: 'Nessuna risposta in tempo. Prova un’altra data o un altro annuncio.',
      },
      charter_booking_confirmed: { title: 'Prenotazione confermata: {{listingName}}' },
      charter_booking_cancelled: { title: 'Prenotazione annullata: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Prenotazione spostata: {{listingName}}' },
      charter_booking_completed: {
        title: 'Com’è andata l’uscita con {{listingName}}?',
        body: 'Lascia una recensione per aiutare altri pescatori a scegliere.',
      },
      charter_trip_reminder: { title: 'La tua uscita con {{listingName}} si avvicina' },
      charter_review_received: { title: 'Nuova recensione di {{listingName}}', body: '{{rating}} su 5' },
      charter_review_reply: {
        title: 'Risposta alla tua recensione di {{listingName}}',
        body: 'Il proprietario ha risposto alla tua recensione.',
      },
      achievement_unlocked: { title: 'Traguardo sbloccato: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Novità sul tuo annuncio {{listingName}}' },
      scheduled_post_failed: {
        title: 'Impossibile pubblicare il post programmato',
        empty: 'Il tuo post programmato',
      },
    },
    digest: {
      title: 'Le tue notifiche di Tightlines',
      heading: 'Ciao {{name}}, ecco cosa ti sei perso',
      subjectMany: 'Nuove notifiche su Tightlines: {{count}}',
      more: '…e altre: {{count}}',
      open: 'Apri Tightlines',
      footer: 'Troppe e-mail? Scegli quali notifiche arrivano nella tua casella nelle tue {{link}}.',
      preferences: 'preferenze di notifica',
      defaultName: 'pescatore',
    },
  },
  'zh-TW': {
    someone: '有人',
    fallback: '新通知',
    kinds: {
      follow: {
        title: '新粉絲',
        body: '{{actorName}} 開始追蹤你',
      },
      like: {
        title: '{{actorName}} 對你的貼文按讚',
        empty: '你的照片',
      },
      mention: {
        title: '{{actorName}} 提到了你',
        empty: '在一則貼文中',
      },
      comment: {
        title: '{{actorName}} 留言回應你的貼文',
      },
      comment_reply: {
        title: '{{actorName}} 回覆了你的留言',
      },
      catch_rejected: {
        title: '漁獲遭到拒絕',
        body: '{{eventName}}：{{reason}}',
      },
      catch_resubmit: {
        title: '需要重新提交',
        body: '{{eventName}}：{{reason}}',
      },
      catch_approved: {
        title: '漁獲已通過',
        body: '{{eventName}}：你的{{species}}已登上排行榜',
      },
      registration_confirmed: {
        title: '報名已確認',
        body: '{{entrantName}} 已報名 {{eventName}}',
      },
      team_member_joined: {
        title: '新隊員',
        body: '{{actorName}} 透過你的邀請加入了 {{teamName}}',
      },
      event_tomorrow: {
        title: '{{eventName}} 明天開始',
        body: '查看賽程與規則，準備好你的裝備。',
      },
      top_three_entered: {
        title: '進入前三名',
        body: '{{entrantName}} 目前在 {{eventName}} 中排名第 {{rank}}',
      },
      top_three_left: {
        title: '跌出前三名',
        body: '{{entrantName}} 目前在 {{eventName}} 中排名第 {{rank}}',
      },
      report_actioned: { title: '你的檢舉已處理', body: '謝謝。版主已審查你檢舉的內容並採取行動。' },
      report_dismissed: { title: '你的檢舉已審查', body: '謝謝。版主認為該內容沒有違反社群規則。' },
      moderation_warning: { title: '來自版主的警告', body: '{{reason}}' },
      content_hidden: { title: '你的內容已被隱藏', body: '{{reason}}' },
      content_removed: { title: '你的內容已被刪除', body: '{{reason}}' },
      account_suspended: { title: '你的帳號已被停權', body: '{{reason}}' },
      strike_received: { title: '違規記錄 {{strikes}}/{{threshold}}', body: '{{reason}}' },
      content_restored: { title: '你的內容已恢復顯示', body: '版主已將其恢復。' },
      appeal_reversed: { title: '你的申訴已被接受', body: '該決定已撤銷。' },
      appeal_upheld: { title: '你的申訴已審查', body: '該決定維持不變。' },
      // Groups (issue 16)
      group_join_request: { title: '申請加入{{groupName}}', body: '{{actorName}}申請加入{{groupName}}' },
      group_request_approved: { title: '歡迎加入{{groupName}}', body: '你加入{{groupName}}的申請已獲核准' },
      group_post: { title: '{{actorName}}在{{groupName}}發布了貼文', empty: '一張新照片' },
      // Community events and calendar (events-server)
      community_event_created: { title: '{{groupName}} 有新活動', body: '{{eventName}}' },
      community_event_updated: { title: '{{eventName}} 有變動', body: '時間或地點已變更，請查看詳情。' },
      community_event_cancelled: { title: '{{eventName}} 已取消', body: '主辦人取消了此活動。' },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} 在「{{threadTitle}}」中回覆了' },
      forum_mention: { title: '{{actorName}} 在「{{threadTitle}}」中提到了你' },
      forum_answer_accepted: { title: '你在「{{threadTitle}}」中的回答已被採納' },
      // Payments (issue 17)
      payment_succeeded: { title: '已收到付款：{{description}}' },
      payment_failed: { title: '您對 {{description}} 的付款未成功' },
      hold_expired: { title: '為 {{description}} 保留的名額已釋出' },
      refund_issued: { title: '已為 {{description}} 退款' },
      refund_failed: { title: '{{description}} 的一筆退款失敗' },
      dispute_opened: { title: '{{description}} 的一筆付款被提出爭議' },
      dispute_closed: { title: '關於 {{description}} 的爭議已結束' },
      payout_paid: { title: '一筆撥款正在匯給您' },
      payout_failed: { title: '撥款給您失敗' },
      subscription_changed: { title: '您的 {{planName}} 訂閱已變更' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: '{{listingName}} 收到新請求',
        body: '{{anglerName}} 希望預訂 {{tripDate}},{{partySize}} 人',
      },
      charter_request_answered: { title: '{{listingName}} 回覆了你的請求' },
      charter_request_expired: {
        title: '你對 {{listingName}} 的請求已逾期',
        body: '未在時限內收到回覆。換個日期或換個項目試試。',
      },
      charter_booking_confirmed: { title: '預訂已確認:{{listingName}}' },
      charter_booking_cancelled: { title: '預訂已取消:{{listingName}}' },
      charter_booking_rescheduled: { title: '預訂已改期:{{listingName}}' },
      charter_booking_completed: {
        title: '與 {{listingName}} 的行程如何?',
        body: '留下評價,幫其他釣友做選擇。',
      },
      charter_trip_reminder: { title: '你與 {{listingName}} 的行程即將開始' },
      charter_review_received: { title: '{{listingName}} 收到新評價', body: '{{rating}} 分(滿分 5 分)' },
      charter_review_reply: { title: '你對 {{listingName}} 的評價有了回覆', body: '業主回覆了你的評價。' },
      achievement_unlocked: { title: '成就已解鎖：{{name}}', body: '+{{points}} 經驗值' },
      charter_listing_reviewed: { title: '關於你的項目 {{listingName}} 的消息' },
      scheduled_post_failed: { title: '無法發布你的排程貼文', empty: '你的排程貼文' },
    },
    digest: {
      title: '你的 Tightlines 通知',
      heading: '{{name}}，你好，這些是你錯過的消息',
      subjectMany: 'Tightlines 上的新通知：{{count}} 則',
      more: '……還有 {{count}} 則',
      open: '開啟 Tightlines',
      footer: '郵件太多？可在{{link}}中選擇哪些通知寄到你的信箱。',
      preferences: '通知偏好設定',
      defaultName: '釣友',
    },
  },
  th: {
    someone: 'ใครบางคน',
    fallback: 'การแจ้งเตือนใหม่',
    kinds: {
      follow: {
        title: 'ผู้ติดตามใหม่',
        body: '{{actorName}} เริ่มติดตามคุณ',
      },
      like: {
        title: '{{actorName}} ถูกใจโพสต์ของคุณ',
        empty: 'รูปภาพของคุณ',
      },
      mention: {
        title: '{{actorName}} กล่าวถึงคุณ',
        empty: 'ในโพสต์',
      },
      comment: {
        title: '{{actorName}} แสดงความคิดเห็นในโพสต์ของคุณ',
      },
      comment_reply: {
        title: '{{actorName}} ตอบกลับความคิดเห็นของคุณ',
      },
      catch_rejected: {
        title: 'ปลาที่ส่งถูกปฏิเสธ',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'ขอให้ส่งใหม่',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'อนุมัติปลาที่จับได้แล้ว',
        body: '{{eventName}}: {{species}} ของคุณขึ้นกระดานผู้นำแล้ว',
      },
      registration_confirmed: {
        title: 'ยืนยันการลงทะเบียนแล้ว',
        body: '{{entrantName}} ลงทะเบียนใน {{eventName}} แล้ว',
      },
      team_member_joined: {
        title: 'สมาชิกทีมใหม่',
        body: '{{actorName}} เข้าร่วม {{teamName}} ผ่านคำเชิญของคุณ',
      },
      event_tomorrow: {
        title: '{{eventName}} เริ่มพรุ่งนี้',
        body: 'ตรวจสอบกำหนดการและกติกา แล้วเตรียมอุปกรณ์ให้พร้อม',
      },
      top_three_entered: {
        title: 'ติดสามอันดับแรก',
        body: 'ตอนนี้ {{entrantName}} อยู่อันดับ {{rank}} ใน {{eventName}}',
      },
      top_three_left: {
        title: 'หลุดจากสามอันดับแรก',
        body: 'ตอนนี้ {{entrantName}} อยู่อันดับ {{rank}} ใน {{eventName}}',
      },
      report_actioned: {
        title: 'รายงานของคุณได้รับการดำเนินการแล้ว',
        body: 'ขอบคุณ ผู้ดูแลได้ตรวจสอบสิ่งที่คุณรายงานและดำเนินการแล้ว',
      },
      report_dismissed: { title: 'รายงานของคุณได้รับการตรวจสอบแล้ว', body: 'ขอบคุณ ผู้ดูแลพบว่าไม่ได้ละเมิดกฎของชุมชน' },
      moderation_warning: { title: 'คำเตือนจากผู้ดูแล', body: '{{reason}}' },
      content_hidden: { title: 'เนื้อหาของคุณถูกซ่อน', body: '{{reason}}' },
      content_removed: { title: 'เนื้อหาของคุณถูกลบ', body: '{{reason}}' },
      account_suspended: { title: 'บัญชีของคุณถูกระงับ', body: '{{reason}}' },
      strike_received: { title: 'การลงโทษครั้งที่ {{strikes}} จาก {{threshold}}', body: '{{reason}}' },
      content_restored: { title: 'เนื้อหาของคุณแสดงอีกครั้งแล้ว', body: 'ผู้ดูแลได้กู้คืนแล้ว' },
      appeal_reversed: { title: 'คำอุทธรณ์ของคุณได้รับการยอมรับ', body: 'คำตัดสินถูกยกเลิกแล้ว' },
      appeal_upheld: { title: 'คำอุทธรณ์ของคุณได้รับการตรวจสอบแล้ว', body: 'คำตัดสินยังคงเดิม' },
      // Groups (issue 16)
      group_join_request: { title: 'คำขอเข้าร่วม {{groupName}}', body: '{{actorName}} ขอเข้าร่วม {{groupName}}' },
      group_request_approved: {
        title: 'ยินดีต้อนรับสู่ {{groupName}}',
        body: 'คำขอเข้าร่วม {{groupName}} ของคุณได้รับการอนุมัติแล้ว',
      },
      group_post: { title: '{{actorName}} โพสต์ใน {{groupName}}', empty: 'รูปภาพใหม่' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'กิจกรรมใหม่ใน {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} มีการเปลี่ยนแปลง',
        body: 'เวลาหรือสถานที่เปลี่ยนไป โปรดตรวจสอบรายละเอียด',
      },
      community_event_cancelled: { title: '{{eventName}} ถูกยกเลิก', body: 'ผู้จัดได้ยกเลิกกิจกรรมนี้' },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} ตอบกลับใน “{{threadTitle}}”' },
      forum_mention: { title: '{{actorName}} กล่าวถึงคุณใน “{{threadTitle}}”' },
      forum_answer_accepted: { title: 'คำตอบของคุณใน “{{threadTitle}}” ได้รับการยอมรับ' },
      // Payments (issue 17)
      payment_succeeded: { title: 'ได้รับการชำระเงินแล้ว: {{description}}' },
      payment_failed: { title: 'การชำระเงินสำหรับ {{description}} ไม่สำเร็จ' },
      hold_expired: { title: 'ที่นั่งที่จองไว้สำหรับ {{description}} ถูกปล่อยแล้ว' },
      refund_issued: { title: 'คืนเงินสำหรับ {{description}} แล้ว' },
      refund_failed: { title: 'การคืนเงินสำหรับ {{description}} ล้มเหลว' },
      dispute_opened: { title: 'มีการโต้แย้งการชำระเงินสำหรับ {{description}}' },
      dispute_closed: { title: 'การโต้แย้งเกี่ยวกับ {{description}} ปิดแล้ว' },
      payout_paid: { title: 'มีการโอนเงินกำลังไปถึงคุณ' },
      payout_failed: { title: 'การโอนเงินถึงคุณล้มเหลว' },
      subscription_changed: { title: 'การสมัครสมาชิก {{planName}} ของคุณมีการเปลี่ยนแปลง' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'คำขอใหม่สำหรับ {{listingName}}',
        body: '{{anglerName}} ขอวันที่ {{tripDate}} จำนวน {{partySize}} คน',
      },
      charter_request_answered: { title: '{{listingName}} ตอบคำขอของคุณแล้ว' },
      charter_request_expired: {
        title: 'คำขอของคุณสำหรับ {{listingName}} หมดอายุแล้ว',
        body: 'ไม่มีคำตอบทันเวลา ลองวันอื่นหรือรายการอื่น',
      },
      charter_booking_confirmed: { title: 'ยืนยันการจองแล้ว: {{listingName}}' },
      charter_booking_cancelled: { title: 'ยกเลิกการจองแล้ว: {{listingName}}' },
      charter_booking_rescheduled: { title: 'เลื่อนการจองแล้ว: {{listingName}}' },
      charter_booking_completed: {
        title: 'ทริปกับ {{listingName}} เป็นอย่างไรบ้าง?',
        body: 'เขียนรีวิวเพื่อช่วยนักตกปลาคนอื่นตัดสินใจ',
      },
      charter_trip_reminder: { title: 'ทริปกับ {{listingName}} ใกล้เข้ามาแล้ว' },
      charter_review_received: { title: 'รีวิวใหม่ของ {{listingName}}', body: '{{rating}} จาก 5' },
      charter_review_reply: { title: 'มีการตอบรีวิวของคุณเกี่ยวกับ {{listingName}}', body: 'เจ้าของตอบรีวิวของคุณแล้ว' },
      achievement_unlocked: { title: 'ปลดล็อกความสำเร็จ: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'ข่าวเกี่ยวกับรายการ {{listingName}} ของคุณ' },
      scheduled_post_failed: { title: 'ไม่สามารถเผยแพร่โพสต์ที่ตั้งเวลาไว้ได้', empty: 'โพสต์ที่ตั้งเวลาไว้ของคุณ' },
    },
    digest: {
      title: 'การแจ้งเตือน Tightlines ของคุณ',
      heading: 'สวัสดี {{name}} นี่คือสิ่งที่คุณพลาดไป',
      subjectMany: 'การแจ้งเตือนใหม่บน Tightlines: {{count}}',
      more: '…และอีก {{count}} รายการ',
      open: 'เปิด Tightlines',
      footer: 'อีเมลมากเกินไปใช่ไหม เลือกการแจ้งเตือนที่จะส่งถึงกล่องจดหมายของคุณได้ใน{{link}}',
      preferences: 'การตั้งค่าการแจ้งเตือน',
      defaultName: 'นักตกปลา',
    },
  },
  fil: {
    someone: 'May isang tao',
    fallback: 'Bagong notification',
    kinds: {
      follow: {
        title: 'Bagong follower',
        body: 'Sinimulan kang i-follow ni {{actorName}}',
      },
      like: {
        title: 'Nagustuhan ni {{actorName}} ang post mo',
        empty: 'Ang litrato mo',
      },
      mention: {
        title: 'Binanggit ka ni {{actorName}}',
        empty: 'Sa isang post',
      },
      comment: {
        title: 'Nagkomento si {{actorName}} sa post mo',
      },
      comment_reply: {
        title: 'Sumagot si {{actorName}} sa komento mo',
      },
      catch_rejected: {
        title: 'Tinanggihan ang huli',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Hinihiling na ipasa muli',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Naaprubahan ang huli',
        body: '{{eventName}}: nasa leaderboard na ang iyong {{species}}',
      },
      registration_confirmed: {
        title: 'Kumpirmado ang pagpaparehistro',
        body: 'Nakarehistro na ang {{entrantName}} sa {{eventName}}',
      },
      team_member_joined: {
        title: 'Bagong miyembro ng team',
        body: 'Sumali si {{actorName}} sa {{teamName}} gamit ang iyong imbitasyon',
      },
      event_tomorrow: {
        title: 'Magsisimula bukas ang {{eventName}}',
        body: 'Tingnan ang iskedyul at mga patakaran, at ihanda ang iyong gamit.',
      },
      top_three_entered: {
        title: 'Pasok sa top three',
        body: 'Ang {{entrantName}} ay #{{rank}} na ngayon sa {{eventName}}',
      },
      top_three_left: {
        title: 'Labas sa top three',
        body: 'Ang {{entrantName}} ay #{{rank}} na ngayon sa {{eventName}}',
      },
      report_actioned: {
        title: 'Naaksyunan ang iyong ulat',
        body: 'Salamat. Sinuri ng isang moderator ang iniulat mo at gumawa ng aksyon.',
      },
      report_dismissed: {
        title: 'Nasuri ang iyong ulat',
        body: 'Salamat. Nakita ng isang moderator na hindi ito lumalabag sa mga patakaran ng komunidad.',
      },
      moderation_warning: { title: 'Babala mula sa mga moderator', body: '{{reason}}' },
      content_hidden: { title: 'Itinago ang iyong content', body: '{{reason}}' },
      content_removed: { title: 'Inalis ang iyong content', body: '{{reason}}' },
      account_suspended: { title: 'Suspendido ang iyong account', body: '{{reason}}' },
      strike_received: { title: 'Strike {{strikes}} sa {{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'Nakikita na muli ang iyong content',
        body: 'Ibinalik ito ng isang moderator.',
      },
      appeal_reversed: { title: 'Tinanggap ang iyong apela', body: 'Binawi ang desisyon.' },
      appeal_upheld: { title: 'Nasuri ang iyong apela', body: 'Mananatili ang desisyon.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Hiling na sumali sa {{groupName}}',
        body: 'Humiling si {{actorName}} na sumali sa {{groupName}}',
      },
      group_request_approved: {
        title: 'Maligayang pagdating sa {{groupName}}',
        body: 'Naaprubahan ang hiling mong sumali sa {{groupName}}',
      },
      group_post: { title: 'Nag-post si {{actorName}} sa {{groupName}}', empty: 'Isang bagong larawan' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Bagong event sa {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: 'Nagbago ang {{eventName}}',
        body: 'Nagbago ang oras o lugar. Tingnan ang detalye.',
      },
      community_event_cancelled: {
        title: 'Kinansela ang {{eventName}}',
        body: 'Kinansela ng organizer ang event na ito.',
      },
      // Forums (issue 16)
      forum_reply: { title: 'Sumagot si {{actorName}} sa “{{threadTitle}}”' },
      forum_mention: { title: 'Binanggit ka ni {{actorName}} sa “{{threadTitle}}”' },
      forum_answer_accepted: { title: 'Tinanggap ang sagot mo sa “{{threadTitle}}”' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Natanggap ang bayad: {{description}}' },
      payment_failed: { title: 'Hindi natuloy ang bayad mo para sa {{description}}' },
      hold_expired: { title: 'Pinakawalan na ang puwestong inilaan para sa {{description}}' },
      refund_issued: { title: 'Naibalik ang bayad para sa {{description}}' },
      refund_failed: { title: 'Nabigo ang isang refund para sa {{description}}' },
      dispute_opened: { title: 'May pagtutol sa isang bayad para sa {{description}}' },
      dispute_closed: { title: 'Sarado na ang pagtutol tungkol sa {{description}}' },
      payout_paid: { title: 'May payout na papunta sa iyo' },
      payout_failed: { title: 'Nabigo ang isang payout sa iyo' },
      subscription_changed: { title: 'Nagbago ang iyong {{planName}} na subscription' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Bagong request para sa {{listingName}}',
        body: 'Humihiling si {{anglerName}} ng {{tripDate}}, grupo ng {{partySize}}',
      },
      charter_request_answered: { title: 'Sumagot ang {{listingName}} sa request mo' },
      charter_request_expired: {
        title: 'Nag-expire ang request mo para sa {{listingName}}',
        body: 'Walang sagot na dumating sa oras. Subukan ang ibang petsa o ibang listing.',
      },
      charter_booking_confirmed: { title: 'Kumpirmado ang booking: {{listingName}}' },
      charter_booking_cancelled: { title: 'Kinansela ang booking: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Nailipat ang booking: {{listingName}}' },
      charter_booking_completed: {
        title: 'Kumusta ang biyahe mo kasama ang {{listingName}}?',
        body: 'Mag-iwan ng review para matulungan ang ibang mangingisda.',
      },
      charter_trip_reminder: { title: 'Malapit na ang biyahe mo kasama ang {{listingName}}' },
      charter_review_received: { title: 'Bagong review ng {{listingName}}', body: '{{rating}} sa 5' },
      charter_review_reply: {
        title: 'May sagot sa review mo ng {{listingName}}',
        body: 'Sinagot ng may-ari ang review mo.',
      },
      achievement_unlocked: { title: 'Na-unlock ang achievement: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Balita tungkol sa listing mong {{listingName}}' },
      scheduled_post_failed: {
        title: 'Hindi na-publish ang naka-schedule mong post',
        empty: 'Ang naka-schedule mong post',
      },
    },
    digest: {
      title: 'Ang mga notification mo sa Tightlines',
      heading: 'Kumusta {{name}}, ito ang mga hindi mo nakita',
      subjectMany: 'Mga bagong notification sa Tightlines: {{count}}',
      more: '…at iba pa: {{count}}',
      open: 'Buksan ang Tightlines',
      footer:
        'Sobrang dami ng e-mail? Piliin kung aling mga notification ang darating sa inbox mo sa {{link}}.',
      preferences: 'mga kagustuhan sa notification',
      defaultName: 'mangingisda',
    },
  },
  ms: {
    someone: 'Seseorang',
    fallback: 'Pemberitahuan baharu',
    kinds: {
      follow: {
        title: 'Pengikut baharu',
        body: '{{actorName}} mula mengikuti anda',
      },
      like: {
        title: '{{actorName}} menyukai hantaran anda',
        empty: 'Foto anda',
      },
      mention: {
        title: '{{actorName}} menyebut anda',
        empty: 'Dalam hantaran',
      },
      comment: {
        title: '{{actorName}} mengulas hantaran anda',
      },
      comment_reply: {
        title: '{{actorName}} membalas ulasan anda',
      },
      catch_rejected: {
        title: 'Tangkapan ditolak',
        body: '{{eventName}}: {{reason}}',
      },
      catch_resubmit: {
        title: 'Penghantaran semula diminta',
        body: '{{eventName}}: {{reason}}',
      },
      catch_approved: {
        title: 'Tangkapan diluluskan',
        body: '{{eventName}}: {{species}} anda kini dalam papan pendahulu',
      },
      registration_confirmed: {
        title: 'Pendaftaran disahkan',
        body: '{{entrantName}} telah didaftarkan dalam {{eventName}}',
      },
      team_member_joined: {
        title: 'Ahli pasukan baharu',
        body: '{{actorName}} menyertai {{teamName}} melalui jemputan anda',
      },
      event_tomorrow: {
        title: '{{eventName}} bermula esok',
        body: 'Semak jadual dan peraturan, dan sediakan peralatan anda.',
      },
      top_three_entered: {
        title: 'Dalam tiga teratas',
        body: '{{entrantName}} kini di tempat #{{rank}} dalam {{eventName}}',
      },
      top_three_left: {
        title: 'Keluar dari tiga teratas',
        body: '{{entrantName}} kini di tempat #{{rank}} dalam {{eventName}}',
      },
      report_actioned: {
        title: 'Tindakan telah diambil atas laporan anda',
        body: 'Terima kasih. Seorang moderator telah menyemak laporan anda dan mengambil tindakan.',
      },
      report_dismissed: {
        title: 'Laporan anda telah disemak',
        body: 'Terima kasih. Seorang moderator mendapati ia tidak melanggar peraturan komuniti.',
      },
      moderation_warning: { title: 'Amaran daripada moderator', body: '{{reason}}' },
      content_hidden: { title: 'Kandungan anda telah disembunyikan', body: '{{reason}}' },
      content_removed: { title: 'Kandungan anda telah dibuang', body: '{{reason}}' },
      account_suspended: { title: 'Akaun anda digantung', body: '{{reason}}' },
      strike_received: { title: 'Amaran {{strikes}} daripada {{threshold}}', body: '{{reason}}' },
      content_restored: {
        title: 'Kandungan anda kelihatan semula',
        body: 'Seorang moderator telah memulihkannya.',
      },
      appeal_reversed: { title: 'Rayuan anda diterima', body: 'Keputusan telah dibatalkan.' },
      appeal_upheld: { title: 'Rayuan anda telah disemak', body: 'Keputusan kekal.' },
      // Groups (issue 16)
      group_join_request: {
        title: 'Permintaan menyertai {{groupName}}',
        body: '{{actorName}} meminta untuk menyertai {{groupName}}',
      },
      group_request_approved: {
        title: 'Selamat datang ke {{groupName}}',
        body: 'Permintaan anda untuk menyertai {{groupName}} telah diluluskan',
      },
      group_post: { title: '{{actorName}} menyiarkan dalam {{groupName}}', empty: 'Foto baharu' },
      // Community events and calendar (events-server)
      community_event_created: { title: 'Acara baharu dalam {{groupName}}', body: '{{eventName}}' },
      community_event_updated: {
        title: '{{eventName}} telah berubah',
        body: 'Masa atau tempat telah berubah. Semak butirannya.',
      },
      community_event_cancelled: {
        title: '{{eventName}} dibatalkan',
        body: 'Penganjur telah membatalkan acara ini.',
      },
      // Forums (issue 16)
      forum_reply: { title: '{{actorName}} membalas dalam “{{threadTitle}}”' },
      forum_mention: { title: '{{actorName}} menyebut anda dalam “{{threadTitle}}”' },
      forum_answer_accepted: { title: 'Jawapan anda dalam “{{threadTitle}}” telah diterima' },
      // Payments (issue 17)
      payment_succeeded: { title: 'Bayaran diterima: {{description}}' },
      payment_failed: { title: 'Bayaran anda untuk {{description}} tidak berjaya' },
      hold_expired: { title: 'Tempat yang ditahan untuk {{description}} telah dilepaskan' },
      refund_issued: { title: 'Bayaran balik dikeluarkan untuk {{description}}' },
      refund_failed: { title: 'Satu bayaran balik untuk {{description}} gagal' },
      dispute_opened: { title: 'Satu bayaran untuk {{description}} dipertikaikan' },
      dispute_closed: { title: 'Pertikaian tentang {{description}} telah ditutup' },
      payout_paid: { title: 'Satu pembayaran sedang dihantar kepada anda' },
      payout_failed: { title: 'Satu pembayaran kepada anda gagal' },
      subscription_changed: { title: 'Langganan {{planName}} anda telah berubah' },
      // Charters (issue 18): dates and reasons are left to the web, which formats them in the reader's language
      charter_request: {
        title: 'Permintaan baharu untuk {{listingName}}',
        body: '{{anglerName}} meminta {{tripDate}}, kumpulan {{partySize}} orang',
      },
      charter_request_answered: { title: '{{listingName}} menjawab permintaan anda' },
      charter_request_expired: {
        title: 'Permintaan anda untuk {{listingName}} telah tamat',
        body: 'Tiada jawapan tepat pada masanya. Cuba tarikh lain atau penyenaraian lain.',
      },
      charter_booking_confirmed: { title: 'Tempahan disahkan: {{listingName}}' },
      charter_booking_cancelled: { title: 'Tempahan dibatalkan: {{listingName}}' },
      charter_booking_rescheduled: { title: 'Tempahan dipindahkan: {{listingName}}' },
      charter_booking_completed: {
        title: 'Bagaimana trip anda bersama {{listingName}}?',
        body: 'Tinggalkan ulasan untuk membantu pemancing lain memilih.',
      },
      charter_trip_reminder: { title: 'Trip anda bersama {{listingName}} semakin hampir' },
      charter_review_received: {
        title: 'Ulasan baharu untuk {{listingName}}',
        body: '{{rating}} daripada 5',
      },
      charter_review_reply: {
        title: 'Balasan kepada ulasan anda untuk {{listingName}}',
        body: 'Pemilik membalas ulasan anda.',
      },
      achievement_unlocked: { title: 'Pencapaian dibuka: {{name}}', body: '+{{points}} XP' },
      charter_listing_reviewed: { title: 'Berita tentang penyenaraian anda {{listingName}}' },
      scheduled_post_failed: {
        title: 'Siaran berjadual anda tidak dapat diterbitkan',
        empty: 'Siaran berjadual anda',
      },
    },
    digest: {
      title: 'Pemberitahuan Tightlines anda',
      heading: 'Hai {{name}}, ini yang anda terlepas',
      subjectMany: 'Pemberitahuan baharu di Tightlines: {{count}}',
      more: '…dan lagi: {{count}}',
      open: 'Buka Tightlines',
      footer: 'Terlalu banyak e-mel? Pilih pemberitahuan yang sampai ke peti masuk anda dalam {{link}}.',
      preferences: 'tetapan pemberitahuan',
      defaultName: 'pemancing',
    },
  },
};
