import Exercise

/// The workshop exercise under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Exercise.ChangePasswordPresenter
