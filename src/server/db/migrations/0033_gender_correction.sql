-- Staff correct a stated gender against the identity document (issue 40): the audit log takes that action too.
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_action_known";--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_action_known" CHECK ("staff_actions"."action" in ('dismiss', 'warn', 'hide', 'suspend', 'correct_gender'));