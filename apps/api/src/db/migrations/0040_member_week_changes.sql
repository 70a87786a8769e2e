-- Issue #34 stage 2 (D63): a member's own booking rules, whether she performs every service, her
-- activity and online bookings (members) and the services she performs with her own duration or
-- price (member_services) change what the business's customers can book. Like her hours, special
-- days and blocked time (migration 0018), every such write notifies `stylist_changed` with the
-- business's id, so each instance drops the slot lists and public reads it keeps (D22).
-- Assumes 0018 (notify_stylist_changed), 0034 (members), 0036 (member_services).

CREATE TRIGGER members_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
CREATE TRIGGER member_services_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON member_services
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
