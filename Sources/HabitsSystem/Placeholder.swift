/// Placeholder until the system layer lands.
enum SystemPlaceholder {}
