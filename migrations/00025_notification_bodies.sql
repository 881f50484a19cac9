-- Up Migration

-- A notification's body (a reset link, an enquirer's name and mobile, an alert's listings) is kept
-- only until it is delivered: the transaction that marks it sent (or withheld, its consent
-- withdrawn) keeps only its subject (an e-mail's) or title (a push's), which a person's export
-- lists. The id, channel, recipient, times and attempts stay: what delivery and the once-only rule
-- need. Bodies already sent or withheld are dropped here; the check refuses such a row holding one.
update notifications
set message = case channel
  when 'email' then jsonb_build_object('subject', message -> 'subject')
  else jsonb_build_object('payload', jsonb_build_object('title', message -> 'payload' -> 'title'))
end
where sent_at is not null or withheld_at is not null;

alter table notifications add constraint notifications_body_until_sent check (
  (sent_at is null and withheld_at is null)
  or not (message ?| array['to', 'text', 'html', 'endpoint', 'keys'] or coalesce(message -> 'payload' ?| array['body', 'url', 'image', 'tag'], false))
);

-- Down Migration

alter table notifications drop constraint if exists notifications_body_until_sent;
