-- Up Migration

-- Mobiles are kept as their ten digits (contract/fields.ts, normaliseMobile); rows written before
-- that rule, or by the demo seed, held them as typed ("+91 99090 54321", "098250-12345"). The same
-- rule in SQL: spaces and dashes dropped, then a leading +91, 91 or 0. A value that is no Indian
-- mobile number is left as it is.
update "user"
set mobile = substring(regexp_replace(mobile, '[[:space:]-]', '', 'g') from '([6-9][0-9]{9})$')
where mobile !~ '^[6-9][0-9]{9}$'
  and regexp_replace(mobile, '[[:space:]-]', '', 'g') ~ '^(\+91|91|0)?[6-9][0-9]{9}$';

update enquiries
set mobile = substring(regexp_replace(mobile, '[[:space:]-]', '', 'g') from '([6-9][0-9]{9})$')
where mobile !~ '^[6-9][0-9]{9}$'
  and regexp_replace(mobile, '[[:space:]-]', '', 'g') ~ '^(\+91|91|0)?[6-9][0-9]{9}$';

-- Down Migration

-- The typed forms are not kept; the ten digits are a valid value under the older code too.
