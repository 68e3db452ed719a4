import Step30

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step30.ChangePasswordPresenter
