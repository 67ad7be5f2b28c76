// The one announcement text another screen still reads as a constant: the profile's "My Announcements" tab says it
// while its own words are not in a catalog (the screens of this folder read theirs from announcements.json).
export const NO_ANNOUNCEMENTS_YET = "You haven't created any announcements yet";
