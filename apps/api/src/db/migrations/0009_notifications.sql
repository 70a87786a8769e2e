-- Notifications: the transactional outbox of events, the delivery log (idempotency), the dev outbox.

-- Written in the same transaction as the change that causes it (a booking, a cancellation, …);
-- the job runner relays each row to pg-boss and deletes it in one transaction (docs/notifications.md).
CREATE TABLE notification_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per message that was (or is being) delivered: (kind, ref, recipient, channel) is sent once.
-- ref names what the message is about (an appointment id, with its start for reminders, …).
CREATE TABLE notification_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ref text NOT NULL,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  status text NOT NULL CHECK (status IN ('sending', 'sent')),
  job_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (kind, ref, recipient, channel)
);

-- Messages "sent" while no SMTP server or SMS provider is configured; listed at /dev/outbox.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  text_body text NOT NULL,
  html_body text,
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_created_idx ON outbox_messages (created_at DESC, id DESC);
